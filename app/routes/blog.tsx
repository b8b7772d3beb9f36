import { useEffect, useRef } from "react";
import { data, useNavigation, useSubmit } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog";
import { PostCard } from "~/components/blog/post-card";
import { PublicHeader } from "~/components/site-header";
import { useHydrated } from "~/components/use-hydrated";
import { categoryLabel } from "~/domain/blog";
import { blogSearchSchema } from "~/schemas/blog";
import { listPublicPosts, publicCacheHeaders } from "~/services/blog.server";
import { useRootData } from "~/root-data";

const TITLE = "Astrology Blog: Cosmic Insights & Guidance - Three Skies";
const DESCRIPTION =
  "Articles on Western, Chinese and Vedic astrology: zodiac signs, planets and houses, nakshatras, compatibility and the sky's events, explained clearly.";

export const meta: Route.MetaFunction = ({ data }) => {
  const page = data && data.page > 1 ? ` (page ${data.page})` : "";
  return [
    { title: `${TITLE}${page}` },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Three Skies Blog", href: "/blog/rss.xml" },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = blogSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const listing = await listPublicPosts(params);
  return data({ ...listing, q: params.q ?? "", category: params.category ?? "" }, { headers: publicCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function href(params: { q?: string; category?: string; page?: number }) {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const query = search.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { posts, categories, q, category, page, pageCount, total } = loaderData;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/blog";
  useEffect(() => () => clearTimeout(timer.current), []);

  // With JavaScript, typing filters as you go (debounced); without it the form submits as GET.
  function onSearchInput(event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
  }

  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main">
        <section className="relative overflow-hidden bg-gradient-to-b from-night-950 via-night-900 to-night-800 px-4 py-16 text-center text-white">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 opacity-40 [background-image:radial-gradient(white_1px,transparent_1px)] [background-size:48px_48px]" />
          <div className="relative mx-auto max-w-3xl">
            <h1 className="text-4xl font-semibold sm:text-5xl">Cosmic Insights &amp; Guidance</h1>
            <p className="mt-4 text-lg text-night-100">
              Clear, grounded articles on Western, Chinese and Vedic astrology, from your first chart to the sky's next big event.
            </p>
            <Form method="get" action="/blog" role="search" className="mx-auto mt-8 flex max-w-xl gap-2" onChange={onSearchInput}>
              <label htmlFor="blog-search" className="sr-only">
                Search articles
              </label>
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                placeholder="Search articles..."
                className="input flex-1 !bg-white !text-slate-900"
                maxLength={200}
              />
              {category ? <input type="hidden" name="category" value={category} /> : null}
              <button type="submit" className="btn rounded-lg bg-gold-400 px-5 text-night-950 hover:bg-gold-300">
                Search
              </button>
            </Form>
          </div>
        </section>

        <div className="mx-auto max-w-6xl px-4 py-10">
          <nav aria-label="Filter by category" className="flex flex-wrap gap-2">
            <CategoryLink to={href({ q })} active={!category}>
              All
            </CategoryLink>
            {categories.map((item) => (
              <CategoryLink key={item} to={href({ q, category: item })} active={item === category}>
                {categoryLabel(item)}
              </CategoryLink>
            ))}
            {category && !categories.includes(category) ? (
              <CategoryLink to={href({ q, category })} active>
                {categoryLabel(category)}
              </CategoryLink>
            ) : null}
          </nav>

          <p className="sr-only" role="status" aria-live="polite">
            {searching ? "Searching..." : `${total} ${total === 1 ? "article" : "articles"} found`}
          </p>

          {posts.length ? (
            <ul className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${searching ? "opacity-60" : ""}`}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="card mt-8 text-center">
              <p className="text-lg font-semibold">No articles found</p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                Try another search or{" "}
                <Link to="/blog" className="link">
                  see all articles
                </Link>
                .
              </p>
            </div>
          )}

          {pageCount > 1 ? (
            <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
              {page > 1 ? (
                <Link className="btn-outline" to={href({ q, category, page: page - 1 })} rel="prev">
                  ← Newer articles
                </Link>
              ) : null}
              <span className="text-sm" aria-current="page">
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link className="btn-outline" to={href({ q, category, page: page + 1 })} rel="next">
                  Older articles →
                </Link>
              ) : null}
            </nav>
          ) : null}

          <section className="card mt-14 bg-gradient-to-r from-night-700 to-night-900 text-center text-white dark:from-night-800 dark:to-night-950">
            <h2 className="text-2xl font-semibold">Curious what your own sky says?</h2>
            <p className="mt-2 text-night-100">Your birth chart in three traditions, free, in about a minute.</p>
            <p className="mt-2 text-sm text-night-100">
              Or read{" "}
              <Link to="/horoscope" className="underline hover:text-gold-300">
                today's horoscope for your sign
              </Link>{" "}
              or{" "}
              <Link to="/sky" className="underline hover:text-gold-300">
                today's sky, planet by planet
              </Link>
              , both written from the real sky.
            </p>
            <Link to="/register" className="btn mt-6 bg-gold-400 px-6 py-3 text-night-950 hover:bg-gold-300">
              Calculate Your Free Birth Chart
            </Link>
          </section>
        </div>
      </main>
    </>
  );
}

function CategoryLink({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
        active
          ? "border-night-700 bg-night-700 text-white dark:border-night-400 dark:bg-night-600"
          : "border-night-200 bg-white text-night-900 hover:bg-night-100 dark:border-night-800 dark:bg-transparent dark:text-night-100 dark:hover:bg-night-900"
      }`}
    >
      {children}
    </Link>
  );
}
