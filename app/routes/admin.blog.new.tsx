import type { Route } from "./+types/admin.blog.new";
import { editorKey, PostEditor } from "~/components/blog/post-editor";
import type { EditorValues } from "~/domain/blog";
import { DEFAULT_AI_MODEL, isBlogCategory, slugify } from "~/schemas/blog";
import { adminMeta } from "~/components/admin/admin-tabs";
import { requireAdmin } from "~/http/guards.server";
import { suggestTopics } from "~/services/blog.server";
import { handleEditorSubmission, savedToast, type EditorResult } from "~/services/blog-editor.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";

export const meta = adminMeta("new");

/** /admin/blog/new[?title=&category=]: the create form, prefilled from a suggested topic. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const title = (url.searchParams.get("title") ?? "").slice(0, 255);
  const category = url.searchParams.get("category") ?? "";
  const values: EditorValues = {
    title,
    slug: title ? slugify(title) : "",
    category: isBlogCategory(category) ? category : "",
    status: "draft",
    aiModel: DEFAULT_AI_MODEL,
  };
  return { values, suggestions: (await suggestTopics()).slice(0, 8), titleSelected: Boolean(title) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return formAction(
    async () => {
      const result = await handleEditorSubmission(await readForm(request), user);
      if ("saved" in result) return { redirect: "/admin/blog", toast: savedToast(result.saved, "created", user) };
      return { data: result.result, status: result.status };
    },
    (error) => shown<EditorResult>(error, { intent: "save", result: formError(error.message) }),
  );
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PostEditor
      key={editorKey(actionData)}
      mode="create"
      values={loaderData.values}
      answer={actionData}
      suggestions={loaderData.suggestions}
      titleSelected={loaderData.titleSelected}
    />
  );
}
