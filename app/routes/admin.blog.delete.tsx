import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/admin.blog.delete";
import { adminMeta } from "~/components/admin/admin-tabs";
import { DeleteQuestion } from "~/components/admin/confirm-submit";
import { requireAdmin } from "~/http/guards.server";
import { memberLocale, translator } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { deletePost, getPostForAdmin } from "~/services/blog.server";
import { formAction } from "~/http/responses.server";
import { errorPage, unlessRefused } from "./refusals.server";

export const meta = adminMeta("delete");

/** /admin/blog/:id/delete: the confirmation as a page of its own, so deleting works without JavaScript. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await unlessRefused(() => getPostForAdmin(params.id), errorPage);
  return { id: post.id, title: post.title };
}

export async function action({ request, params }: Route.ActionArgs) {
  const t = translator(memberLocale(await requireAdmin(request)));
  return formAction(
    async () => {
      await deletePost(params.id);
      return { redirect: "/admin/blog", toast: { title: t("admin.blog.deleted") } };
    },
    () => ({ redirect: "/admin/blog", toast: { title: t("admin.blog.notFound"), description: t("admin.blog.alreadyDeleted"), variant: "destructive" } }),
  );
}

export default function DeleteBlogPost({ loaderData }: Route.ComponentProps) {
  const [deleting, t] = [useNavigation().state === "submitting", useT()];
  return (
    <section className="card mx-auto max-w-lg" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-2xl font-semibold">
        {t("admin.blog.deleteHeading")}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        <DeleteQuestion title={loaderData.title} />
      </p>
      <Form method="post" className="mt-6 flex gap-3">
        <button type="submit" className="btn-danger" disabled={deleting}>
          {t(deleting ? "admin.blog.deleting" : "admin.blog.delete")}
        </button>
        <Link to="/admin/blog" className="btn-outline">
          {t("admin.cancel")}
        </Link>
      </Form>
    </section>
  );
}
