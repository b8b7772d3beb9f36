import type { Route } from "./+types/blog";
import { blogPostSchema } from "~/schemas/blog";
import { getUser, requireAdmin } from "~/http/guards.server";
import { createPost, listAdminPosts, listVisiblePosts, postJson, publicCacheHeaders } from "~/services/blog.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";

/** GET /api/blog: guests and users see published posts only; admins see every post. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const user = await getUser(request);
    if (user?.isAdmin === 1) {
      const posts = await listAdminPosts();
      return Response.json(posts.map(postJson), { headers: { "Cache-Control": "private, no-store" } });
    }
    const posts = await listVisiblePosts(new Date());
    return Response.json(posts.map(postJson), { headers: publicCacheHeaders(request) });
  });
}

/** POST /api/blog (admin): creates a post. 400 with the product's messages, 409 when the slug is taken. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    const user = await requireAdmin(request);
    const input = await parseJson(request, blogPostSchema);
    const post = await createPost(input, user.id);
    return Response.json(postJson(post), { status: 201, headers: { Location: `/api/blog/${post.slug}` } });
  });
}
