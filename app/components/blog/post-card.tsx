import { Link } from "~/components/ui/link";
import { CategoryBadge } from "~/components/blog/category-badge";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";

export type PostCardData = { id: string; slug: string; title: string; excerpt: string; category: string; publishedAt: string; date: string };

/** A listing card: badge, date, title (2 lines) and excerpt (3 lines, both `lang="en"` on another language's page); one link. */
export function PostCard({ post, categoryName }: { post: PostCardData; categoryName: string }) {
  const [t, localePath] = [useT(), useLocalePath()];
  const lang = useLocale() === "en" ? undefined : "en";
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden p-0 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-night-600 dark:focus-within:ring-gold-300">
      <img
        src={`/blog/art/${post.category}/${encodeURIComponent(post.slug)}.svg`}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        data-art={post.category}
        className="aspect-[16/9] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge category={post.category} label={categoryName} />
          <time dateTime={post.publishedAt} className="text-xs text-slate-600 dark:text-slate-300">
            {post.date}
          </time>
        </div>
        <h2 lang={lang} className="mt-3 line-clamp-2 text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">
          <Link to={localePath(`/blog/${post.slug}`)} className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:underline">
            {post.title}
          </Link>
        </h2>
        <p lang={lang} className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-night-700 dark:text-night-300">
          {t("blog.read")}
        </span>
      </div>
    </article>
  );
}
