import { blogPostSchema } from "~/schemas/blog";
import { getUser } from "~/http/guards.server";
import { createPost, listAdminPosts, listVisiblePosts, postJson, publicCacheHeaders } from "~/services/blog.server";
import { api } from "../api.server";

/** GET /api/blog: guests and users see published posts only; admins see every post. */
export const loader = api({}, async ({ request }) => {
  const user = await getUser(request);
  if (user?.isAdmin === 1) return Response.json((await listAdminPosts()).map(postJson), { headers: { "Cache-Control": "private, no-store" } });
  return Response.json((await listVisiblePosts(new Date())).map(postJson), { headers: publicCacheHeaders(request) });
});

/** POST /api/blog (admin): creates a post. 400 with the product's messages, 409 when the slug is taken. */
export const action = api({ guard: "admin", method: "POST", body: blogPostSchema }, async ({ user, body }) => {
  const post = await createPost(body, user.id);
  return Response.json(postJson(post), { status: 201, headers: { Location: `/api/blog/${post.slug}` } });
});
