import { useRef, useState } from "react";
import { useSubmit } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/admin.blog";
import { CategoryBadge } from "~/components/blog/category-badge";
import { DeleteQuestion } from "~/components/admin/confirm-submit";
import { useHydrated } from "~/components/use-hydrated";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/domain/blog";
import { blogSearchSchema } from "~/schemas/blog";
import { requireAdmin } from "~/http/guards.server";
import { listAdminPosts, suggestTopics } from "~/services/blog.server";
import { ColumnHeads } from "~/components/ui/table";
import { adminMeta } from "~/components/admin/admin-tabs";
import { formatDay } from "~/i18n/format";
import { memberLocale, translator } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";

export const meta = adminMeta("blog");

/** /admin/blog?category=&status=&q=: suggested topics (first 5) and the filtered post table. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = memberLocale(await requireAdmin(request));
  const params = blogSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [posts, topics] = await Promise.all([listAdminPosts(params), suggestTopics()]);
  const longDate = (value: string | null) => (value ? formatDay(value.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" }) : translator(locale)("admin.notSet"));
  return {
    filters: { q: params.q ?? "", category: params.category ?? "", status: params.status ?? "" },
    suggestions: topics.slice(0, 5),
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      slug: post.slug,
      category: post.category,
      status: post.status,
      publishDate: longDate(post.publishedAt ?? post.scheduledFor),
    })),
  };
}

const STATUS_STYLES: Record<string, string> = {
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { filters, suggestions, posts } = loaderData;
  const [hydrated, t] = [useHydrated(), useT()];
  const category = (key: string) => (t(`blog.category.${key}`) === `blog.category.${key}` ? key : t(`blog.category.${key}`));
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  const [toDelete, setToDelete] = useState<{ id: string; title: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function onFilterChange(event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
  }

  function confirmDelete(event: React.MouseEvent, post: { id: string; title: string }) {
    if (!hydrated || !dialog.current) return;
    event.preventDefault();
    setToDelete(post);
    dialog.current.showModal();
  }

  return (
    <div className="space-y-8">
      {suggestions.length ? (
        <section aria-labelledby="suggested-topics-heading">
          <h2 id="suggested-topics-heading" className="text-xl font-semibold">
            {t("admin.blog.topics")}
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {suggestions.map((topic) => (
              <li key={topic.title} className="card flex flex-col gap-2 p-4">
                <CategoryBadge category={topic.category} label={category(topic.category)} className="self-start" />
                <p className="font-semibold">{topic.title}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{topic.rationale}</p>
                <Link
                  to={`/admin/blog/new?${new URLSearchParams({ title: topic.title, category: topic.category })}`}
                  className="btn-outline mt-auto self-start"
                  aria-label={t("admin.blog.useThisLabel", { title: topic.title })}
                >
                  {t("admin.blog.useThis")}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="blog-posts-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="blog-posts-heading" className="text-xl font-semibold">
            {t("admin.blog.posts")}
          </h2>
          <Link to="/admin/blog/new" className="btn-primary">
            {t("admin.blog.newPost")}
          </Link>
        </div>

        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]" onChange={onFilterChange} role="search" aria-label={t("admin.blog.filterPosts")}>
          <div>
            <label htmlFor="filter-q" className="sr-only">
              {t("admin.blog.searchTitles")}
            </label>
            <input id="filter-q" type="search" name="q" defaultValue={filters.q} placeholder={t("admin.blog.searchPlaceholder")} className="input" />
          </div>
          <div>
            <label htmlFor="filter-category" className="sr-only">
              {t("admin.blog.category")}
            </label>
            <select id="filter-category" name="category" defaultValue={filters.category} className="input">
              <option value="">{t("admin.blog.allCategories")}</option>
              {Object.keys(BLOG_CATEGORIES).map((key) => (
                <option key={key} value={key}>
                  {category(key)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="filter-status" className="sr-only">
              {t("admin.blog.status")}
            </label>
            <select id="filter-status" name="status" defaultValue={filters.status} className="input">
              <option value="">{t("admin.blog.allStatuses")}</option>
              {BLOG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.blog.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-outline">
            {t("admin.blog.filter")}
          </button>
        </Form>

        {posts.length ? (
          <div className="mt-4 overflow-x-auto rounded-2xl border border-night-200 dark:border-night-800">
            <table className="w-full text-left text-sm">
              <thead className="bg-night-50 dark:bg-night-950">
                <ColumnHeads cellClassName="px-4 py-3" columns={["title", "category", "status", "publishDate", "actions"].map((key) => t(`admin.blog.${key}`))} />
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id} className="border-t border-night-100 dark:border-night-900">
                    <td className="max-w-xs px-4 py-3 font-medium">{post.title}</td>
                    <td className="px-4 py-3">
                      <CategoryBadge category={post.category} label={category(post.category)} />
                    </td>
                    <td className="px-4 py-3">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[post.status] ?? ""}`}>{t(`admin.blog.status.${post.status}`)}</span>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">{post.publishDate}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        {post.status === "published" ? (
                          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" className="btn-ghost px-2 py-1" aria-label={t("admin.blog.previewLabel", { title: post.title })}>
                            {t("admin.blog.preview")}
                          </a>
                        ) : null}
                        <Link to={`/admin/blog/${post.id}/edit`} className="btn-ghost px-2 py-1" aria-label={t("admin.blog.editLabel", { title: post.title })}>
                          {t("admin.blog.edit")}
                        </Link>
                        <Link
                          to={`/admin/blog/${post.id}/delete`}
                          onClick={(event) => confirmDelete(event, post)}
                          className="btn-ghost px-2 py-1 text-red-700 dark:text-red-300"
                          aria-label={t("admin.blog.deleteLabel", { title: post.title })}
                        >
                          {t("admin.blog.delete")}
                        </Link>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="card mt-4 text-center">{t("admin.blog.none")}</p>
        )}
      </section>

      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-heading"
        className="m-auto w-full max-w-md rounded-2xl border border-night-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-night-950/60 dark:border-night-800 dark:bg-[#150f33] dark:text-slate-100"
        onClose={() => setToDelete(null)}
      >
        <h2 id="delete-dialog-heading" className="text-xl font-semibold">
          {t("admin.blog.deleteHeading")}
        </h2>
        <p className="mt-3 text-sm">
          <DeleteQuestion title={toDelete?.title} />
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()} autoFocus>
            {t("admin.cancel")}
          </button>
          {toDelete ? (
            <Form method="post" action={`/admin/blog/${toDelete.id}/delete`} onSubmit={() => dialog.current?.close()}>
              <button type="submit" className="btn-danger">
                {t("admin.blog.delete")}
              </button>
            </Form>
          ) : null}
        </div>
      </dialog>
    </div>
  );
}
