import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/admin.blog.delete";
import { requireAdmin } from "~/http/guards.server";
import { deletePost, getPostForAdmin } from "~/services/blog.server";
import { formAction } from "~/http/responses.server";
import { errorPage, unlessRefused } from "./refusals.server";

export const meta: Route.MetaFunction = () => [{ title: "Delete Blog Post - Admin Panel - Three Skies" }];

/** /admin/blog/:id/delete: the confirmation as a page of its own, so deleting works without JavaScript. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = await unlessRefused(() => getPostForAdmin(params.id), errorPage);
  return { id: post.id, title: post.title };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(
    async () => {
      await deletePost(params.id);
      return { redirect: "/admin/blog", toast: { title: "Post deleted successfully" } };
    },
    () => ({ redirect: "/admin/blog", toast: { title: "Post not found", description: "It may already have been deleted.", variant: "destructive" } }),
  );
}

export default function DeleteBlogPost({ loaderData }: Route.ComponentProps) {
  const deleting = useNavigation().state === "submitting";
  return (
    <section className="card mx-auto max-w-lg" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-2xl font-semibold">
        Delete Blog Post
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Are you sure you want to delete “<strong>{loaderData.title}</strong>”? This action cannot be undone.
      </p>
      <Form method="post" className="mt-6 flex gap-3">
        <button type="submit" className="btn-danger" disabled={deleting}>
          {deleting ? "Deleting..." : "Delete"}
        </button>
        <Link to="/admin/blog" className="btn-outline">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
