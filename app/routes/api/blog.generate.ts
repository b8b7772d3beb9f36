import type { Route } from "./+types/blog.generate";
import { generatePostSchema } from "~/schemas/blog";
import { requireAdmin } from "~/http/guards.server";
import { generatePost } from "~/services/blog.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

/**
 * POST /api/blog/generate (admin) { title, category, aiModel } → { content, excerpt, metaTitle,
 * metaDescription, metaKeywords }. 400 "Missing fields"; 503 when no AI model is configured.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return apiHandler(async () => {
    await requireAdmin(request);
    const input = await parseJson(request, generatePostSchema);
    await rateLimit("ai", context.clientIp);
    return Response.json(await generatePost(input));
  });
}

export const loader = () => methodNotAllowed();
