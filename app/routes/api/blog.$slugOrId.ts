import type { Route } from "./+types/blog.$slugOrId";
import { blogPostSchema } from "~/schemas/blog";
import { getUser, requireAdmin } from "~/http/guards.server";
import { deletePost, findPostForReader, POST_NOT_FOUND, postJson, publicCacheHeaders, updatePost } from "~/services/blog.server";
import { apiError, apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** GET /api/blog/{slug}: a published article (admins: any post, by slug or id). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await getUser(request);
    const post = await findPostForReader(params.slugOrId, user);
    if (!post) return apiError(404, POST_NOT_FOUND);
    const headers = user?.isAdmin === 1 ? { "Cache-Control": "private, no-store" } : publicCacheHeaders(request);
    return Response.json(postJson(post), { headers });
  });
}

/** PATCH /api/blog/{id} (same fields as POST) and DELETE /api/blog/{id}: admins only. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed();
  return apiHandler(async () => {
    await requireAdmin(request);
    if (request.method === "DELETE") {
      await deletePost(params.slugOrId);
      return Response.json({ message: "Blog post deleted" });
    }
    const body = await parseJson(request, blogPostSchema);
    const post = await updatePost(params.slugOrId, body);
    return Response.json(postJson(post));
  });
}
