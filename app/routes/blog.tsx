import { useEffect, useRef } from "react";
import { data, useNavigation, useSubmit } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog";
import { PostCard } from "~/components/blog/post-card";
import { PublicHeader } from "~/components/site-header";
import { useHydrated } from "~/components/use-hydrated";
import { isBlogCategory } from "~/domain/blog";
import { BRAND, seoMeta, type MetaTag } from "~/domain/seo";
import { formatDay } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locales";
import { translator, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useLocale, useT } from "~/i18n/use-t";
import { blogSearchSchema } from "~/schemas/blog";
import { listPublicPosts, publicCacheHeaders } from "~/services/blog.server";
import { siteOrigin } from "~/services/public-day.server";
import { useRootData } from "~/root-data";

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The index's head: English's as it has always been; a twin's with its address, languages and JSON-LD. */
function blogMeta(locale: Locale, page: number): MetaTag[] {
  const t = translator(locale);
  const [name, description, feed] = [t("blog.title"), t("blog.description"), { title: t("blog.feedTitle"), path: localizedPath("/blog/rss.xml", locale) }];
  const titled = (title: string) => (page > 1 ? t("blog.titlePage", { title, page }) : title);
  if (locale !== "en") return seoMeta({ origin: siteOrigin(), path: "/blog", locale, home: t("frame.home"), title: titled(name), description, type: "WebPage", breadcrumbs: [{ name: t("frame.blog"), path: "/blog" }], feed });
  return [
    { title: titled(`${name} - ${BRAND}`) },
    { name: "description", content: description },
    { property: "og:title", content: `${name} - ${BRAND}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.path },
  ];
}

/** GET /blog and its twins (/hi/blog …): the posts as the editors wrote them, the page's own words in its language. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const params = blogSearchSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const listing = await listPublicPosts(params);
  const posts = listing.posts.map((post) => ({ ...post, date: formatDay(post.publishedAt.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" }) }));
  const words = { found: translator(locale)("blog.found", { count: listing.total }), messages: viewMessages(locale, "blog"), meta: blogMeta(locale, listing.page) };
  return data({ ...listing, posts, q: params.q ?? "", category: params.category ?? "", ...words }, { headers: publicCacheHeaders(request) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The listing's address (`base`: the page's language's) with its filters; empty ones and page 1 left out. */
function href(base: string, { q, category, page = 1 }: { q?: string; category?: string; page?: number }) {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return query ? `${base}?${query}` : base;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { posts, categories, q, category, page, pageCount } = loaderData;
  const t = useT();
  const locale = useLocale();
  const categoryName = (item: string) => (isBlogCategory(item) ? t(`blog.category.${item}`) : item);
  const base = localizedPath("/blog", locale);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = navigation.state === "loading" && navigation.location?.pathname === base;
  useEffect(() => () => clearTimeout(timer.current), []);
  const tryAnother = t("blog.tryAnother").split("{link}");
  const ctaRead = t("blog.ctaRead").split(/\{horoscope\}|\{sky\}/);

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
            <h1 className="text-4xl font-semibold sm:text-5xl">{t("blog.heading")}</h1>
            <p className="mt-4 text-lg text-night-100">{t("blog.intro")}</p>
            {locale === "en" ? null : <p className="mt-2 text-sm text-night-100">{t("blog.inEnglish")}</p>}
            <Form method="get" action={base} role="search" className="mx-auto mt-8 flex max-w-xl gap-2" onChange={onSearchInput}>
              <label htmlFor="blog-search" className="sr-only">
                {t("blog.searchLabel")}
              </label>
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                placeholder={t("blog.searchPlaceholder")}
                className="input flex-1 !bg-white !text-slate-900"
                maxLength={200}
              />
              {category ? <input type="hidden" name="category" value={category} /> : null}
              <button type="submit" className="btn rounded-lg bg-gold-400 px-5 text-night-950 hover:bg-gold-300">
                {t("blog.search")}
              </button>
            </Form>
          </div>
        </section>

        <div className="mx-auto max-w-6xl px-4 py-10">
          <nav aria-label={t("blog.categories")} className="flex flex-wrap gap-2">
            <CategoryLink to={href(base, { q })} active={!category}>
              {t("blog.all")}
            </CategoryLink>
            {(category && !categories.includes(category) ? [...categories, category] : categories).map((item) => (
              <CategoryLink key={item} to={href(base, { q, category: item })} active={item === category}>
                {categoryName(item)}
              </CategoryLink>
            ))}
          </nav>

          <p className="sr-only" role="status" aria-live="polite">
            {searching ? t("blog.searching") : loaderData.found}
          </p>

          {posts.length ? (
            <ul className={`mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${searching ? "opacity-60" : ""}`}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} categoryName={categoryName(post.category)} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="card mt-8 text-center">
              <p className="text-lg font-semibold">{t("blog.none")}</p>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                {tryAnother[0]}
                <Link to={base} className="link">
                  {t("blog.seeAll")}
                </Link>
                {tryAnother[1]}
              </p>
            </div>
          )}

          {pageCount > 1 ? (
            <nav aria-label={t("blog.pagination")} className="mt-10 flex items-center justify-center gap-3">
              {page > 1 ? (
                <Link className="btn-outline" to={href(base, { q, category, page: page - 1 })} rel="prev">
                  {t("blog.newer")}
                </Link>
              ) : null}
              <span className="text-sm" aria-current="page">
                {t("blog.pageOf", { page, pageCount })}
              </span>
              {page < pageCount ? (
                <Link className="btn-outline" to={href(base, { q, category, page: page + 1 })} rel="next">
                  {t("blog.older")}
                </Link>
              ) : null}
            </nav>
          ) : null}

          <section className="card mt-14 bg-gradient-to-r from-night-700 to-night-900 text-center text-white dark:from-night-800 dark:to-night-950">
            <h2 className="text-2xl font-semibold">{t("blog.ctaHeading")}</h2>
            <p className="mt-2 text-night-100">{t("blog.ctaLine")}</p>
            <p className="mt-2 text-sm text-night-100">
              {ctaRead[0]}
              <Link to={localizedPath("/horoscope", locale)} className="underline hover:text-gold-300">
                {t("blog.ctaHoroscope")}
              </Link>
              {ctaRead[1]}
              <Link to={localizedPath("/sky", locale)} className="underline hover:text-gold-300">
                {t("blog.ctaSky")}
              </Link>
              {ctaRead[2]}
            </p>
            <Link to="/register" className="btn mt-6 bg-gold-400 px-6 py-3 text-night-950 hover:bg-gold-300">
              {t("blog.ctaButton")}
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
