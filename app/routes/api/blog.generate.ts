import { generatePostSchema } from "~/schemas/blog";
import { generatePost } from "~/services/blog.server";
import { rateLimit } from "~/services/rate-limit.server";
import { api, methodNotAllowed } from "../api.server";

/**
 * POST /api/blog/generate (admin) { title, category, aiModel } → { content, excerpt, metaTitle,
 * metaDescription, metaKeywords }. 400 "Missing fields"; 503 when no AI model is configured.
 */
export const action = api({ guard: "admin", method: "POST", body: generatePostSchema }, async ({ body, context }) => {
  // Counted once the fields are there: a refused body costs no generation.
  await rateLimit("ai", context.clientIp);
  return Response.json(await generatePost(body));
});

export const loader = () => methodNotAllowed();
