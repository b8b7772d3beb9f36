import { blogPostSchema } from "~/schemas/blog";
import { getUser } from "~/http/guards.server";
import { deletePost, findPostForReader, POST_NOT_FOUND, postJson, publicCacheHeaders, updatePost } from "~/services/blog.server";
import { apiError, parseJson } from "~/http/responses.server";
import { api } from "../api.server";

/** GET /api/blog/{slug}: a published article (admins: any post, by slug or id). */
export const loader = api({}, async ({ request, params }) => {
  const user = await getUser(request);
  const post = await findPostForReader(params.slugOrId, user);
  if (!post) return apiError(404, POST_NOT_FOUND);
  const headers = user?.isAdmin === 1 ? { "Cache-Control": "private, no-store" } : publicCacheHeaders(request);
  return Response.json(postJson(post), { headers });
});

/** PATCH /api/blog/{id} (same fields as POST) and DELETE /api/blog/{id}: admins only. */
export const action = api({ guard: "admin", method: ["PATCH", "DELETE"] }, async ({ request, params }) => {
  if (request.method === "DELETE") {
    await deletePost(params.slugOrId);
    return Response.json({ message: "Blog post deleted" });
  }
  return Response.json(postJson(await updatePost(params.slugOrId, await parseJson(request, blogPostSchema))));
});
