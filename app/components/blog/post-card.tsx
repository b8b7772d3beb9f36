import { Link } from "~/components/ui/link";
import { CategoryBadge } from "~/components/blog/category-badge";
import { formatLongDate } from "~/domain/blog";

export type PostCardData = { id: string; slug: string; title: string; excerpt: string; category: string; publishedAt: string };

/** A listing card: badge, date, title (2 lines) and excerpt (3 lines); the whole card is one link. */
export function PostCard({ post, headingLevel = "h2" }: { post: PostCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
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
          <CategoryBadge category={post.category} />
          <time dateTime={post.publishedAt} className="text-xs text-slate-600 dark:text-slate-300">
            {formatLongDate(post.publishedAt)}
          </time>
        </div>
        <Heading className="mt-3 line-clamp-2 text-lg font-semibold leading-snug text-slate-900 dark:text-slate-50">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{post.excerpt}</p>
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-night-700 dark:text-night-300">
          Read article →
        </span>
      </div>
    </article>
  );
}
