import type { Route } from "./+types/admin.blog.edit";
import { editorKey, PostEditor } from "~/components/blog/post-editor";
import { adminMeta } from "~/components/admin/admin-tabs";
import { requireAdmin } from "~/http/guards.server";
import { getPostForAdmin } from "~/services/blog.server";
import type { EditorValues } from "~/domain/blog";
import { handleEditorSubmission, savedToast, type EditorResult } from "~/services/blog-editor.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { errorPage, unlessRefused } from "./refusals.server";

export const meta = adminMeta("edit");

const loadPost = (id: string) => unlessRefused(() => getPostForAdmin(id), errorPage);

/** /admin/blog/:id/edit: the form with the post's current values. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await loadPost(params.id);
  const values: EditorValues = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    category: post.category,
    aiModel: post.aiModel ?? "",
    writtenBy: post.aiModel ?? "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    metaKeywords: post.metaKeywords ?? "",
    status: post.status,
    scheduledFor: post.scheduledFor ?? "",
  };
  return { id: post.id, slug: post.slug, status: post.status, values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const post = await loadPost(params.id);
  return formAction(
    async () => {
      const result = await handleEditorSubmission(await readForm(request), user, post);
      if ("saved" in result) return { redirect: "/admin/blog", toast: savedToast(result.saved, "updated", user) };
      return { data: result.result, status: result.status };
    },
    (error) => shown<EditorResult>(error, { intent: "save", result: formError(error.message) }),
  );
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor key={editorKey(actionData, loaderData.id)} mode="edit" values={loaderData.values} answer={actionData} />;
}
