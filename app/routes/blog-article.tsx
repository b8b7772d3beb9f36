import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog-article";
import { ArticleBody } from "~/components/blog/article-body";
import { CategoryBadge } from "~/components/blog/category-badge";
import { ShareRow } from "~/components/blog/share-row";
import { useNonce } from "~/components/nonce";
import { PublicHeader } from "~/components/site-header";
import { env } from "~/env.server";
import { categoryLabel, formatLongDate, isBlogCategory } from "~/domain/blog";
import { BRAND, seoMeta } from "~/domain/seo";
import { formatDay } from "~/i18n/format";
import { localizedPath, type Locale } from "~/i18n/locales";
import { translator, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useLocale, useT } from "~/i18n/use-t";
import { getPublicArticle, publicCacheHeaders, recordView } from "~/services/blog.server";
import { VIEW_ID_HEADER } from "~/domain/names";
import { useRootData } from "~/root-data";

export async function loader({ request, params }: Route.LoaderArgs) {
  const [article, locale] = [await getPublicArticle(params.slug), requestLocale(request)];
  const base = env().APP_URL.replace(/\/$/, "");
  const url = `${base}${localizedPath(`/blog/${encodeURIComponent(article?.post.slug ?? params.slug)}`, locale)}`;
  if (!article) return data({ article: null, url, messages: viewMessages(locale, "blog"), meta: articleMeta(null, url, locale) }, { status: 404 });
  recordView(article.post.id);
  const { post } = article;
  const publishedAt = post.publishedAt ?? post.createdAt;
  const organization = { "@type": "Organization", name: BRAND, url: base };
  return data(
    {
      // Structured data: description from the excerpt, else metaDescription (docs/product.md#blog); a twin's is in its head (seoMeta).
      structured: locale !== "en" ? null : scriptJson({
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description: post.excerpt?.trim() || post.metaDescription?.trim() || article.description,
        datePublished: publishedAt,
        dateModified: post.updatedAt,
        mainEntityOfPage: url,
        articleSection: categoryLabel(post.category),
        author: organization,
        publisher: organization,
      }),
      meta: articleMeta({ ...post, description: article.description, publishedAt }, url, locale),
      messages: viewMessages(locale, "blog"),
      article: {
        title: post.title,
        category: post.category,
        publishedAt,
        // Formatted here (in UTC, the same anywhere): the date formatter stays out of the page's JavaScript.
        publishedLabel: locale === "en" ? formatLongDate(publishedAt) : formatDay(publishedAt.slice(0, 10), locale, { year: "numeric", month: "long", day: "numeric" }),
        description: article.description,
        html: article.html,
        related: article.related,
      },
      url,
    },
    // Lets the server's page cache count the views it serves without this loader.
    { headers: { ...publicCacheHeaders(request), [VIEW_ID_HEADER]: post.id } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// Built by the loader, on the server, so none of it weighs on the page's JavaScript.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

type ArticleMeta = { title: string; metaTitle: string | null; metaKeywords: string | null; description: string; publishedAt: string; category: string };

/** The head: English's as it has always been; a twin's (seoMeta) with its languages, around the post's own words. */
function articleMeta(article: ArticleMeta | null, url: string, locale: Locale) {
  const t = translator(locale);
  if (!article) return [{ title: t("blog.notFoundTitle") }, { name: "robots", content: "noindex" }];
  const title = article.metaTitle?.trim() || t("blog.articleTitle", { title: article.title });
  const { origin, pathname: path } = new URL(url);
  if (locale !== "en") return [{ title }, ...seoMeta({ origin, path, locale, home: t("frame.home"), title: article.title, description: article.description, type: "Article", breadcrumbs: [{ name: t("frame.blog"), path: "/blog" }, { name: article.title, path }], datePublished: article.publishedAt }).slice(1)];
  return [
    { title },
    { name: "description", content: article.description },
    ...(article.metaKeywords ? [{ name: "keywords", content: article.metaKeywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: article.metaTitle?.trim() || article.title },
    { property: "og:description", content: article.description },
    { property: "og:type", content: "article" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: BRAND },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:section", content: categoryLabel(article.category) },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: article.metaTitle?.trim() || article.title },
    { name: "twitter:description", content: article.description },
  ];
}

/** JSON for a <script> element: "<" escaped so "</script>" in a title cannot close the element. */
function scriptJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const nonce = useNonce();
  const [t, locale] = [useT(), useLocale()];
  const header = <PublicHeader user={root?.user ?? null} />;
  if (!loaderData.article)
    return (
      <>
        {header}
        <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-semibold">{t("blog.notFound")}</h1>
          <p className="mt-4 text-slate-700 dark:text-slate-300">{t("blog.notFoundLine")}</p>
          <Link to={localizedPath("/blog", locale)} className="btn-primary mt-8">
            {t("blog.back")}
          </Link>
        </main>
      </>
    );
  const { article, url, structured } = loaderData;
  const english = locale === "en" ? undefined : "en";
  const [publishedBefore, publishedAfter] = t("blog.published").split("{date}");

  return (
    <>
      {header}
      {structured ? <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: structured }} /> : null}
      <div aria-hidden="true" className="bg-gradient-to-r from-night-900 via-night-700 to-night-900 px-4 py-3 text-center text-sm text-night-100 lg:hidden">
        <span className="text-gold-300">✦</span>{` ${t("blog.traditions")} `}<span className="text-gold-300">✦</span>
      </div>
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
        <SidePanel side="left" />
        <main id="main" className="min-w-0 flex-1">
          <article className="mx-auto max-w-3xl">
            <Link to={localizedPath("/blog", locale)} className="btn-ghost -ml-4">
              <span aria-hidden="true">←</span>{` ${t("blog.back")}`}
            </Link>
            <header className="mt-4">
              <CategoryBadge category={article.category} label={isBlogCategory(article.category) ? t(`blog.category.${article.category}`) : article.category} />
              <h1 lang={english} className="mt-4 text-3xl font-semibold leading-tight sm:text-4xl">{article.title}</h1>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                {publishedBefore}<time dateTime={article.publishedAt}>{article.publishedLabel}</time>{publishedAfter}
              </p>
            </header>
            <ArticleBody lang={english} html={article.html} className="mt-6" />
            <div className="mt-10 border-t border-night-200 pt-6 dark:border-night-800">
              <ShareRow url={url} title={article.title} label={t("blog.share")} addressLabel={t("blog.shareAddress")} copy={t("blog.copy")} shareOn={(network) => t("blog.shareOn", { network })} copied={t("blog.copied")} />
            </div>
            <aside className="card mt-10 bg-gradient-to-br from-night-700 to-night-900 text-white dark:from-night-800 dark:to-night-950" aria-labelledby="cta-heading">
              <h2 id="cta-heading" className="text-2xl font-semibold">
                {t("blog.articleCtaHeading")}
              </h2>
              <p className="mt-2 text-night-100">{t("blog.articleCtaLine")}</p>
              <Link to="/register" className="btn mt-6 bg-gold-400 px-6 py-3 text-night-950 hover:bg-gold-300">
                {t("blog.articleCtaButton")}
              </Link>
            </aside>
            {article.related.length ? (
              <section className="mt-12" aria-labelledby="related-heading">
                <h2 id="related-heading" className="text-2xl font-semibold">
                  {t("blog.related")}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-3">
                  {article.related.map((post) => (
                    <li key={post.id} className="card relative p-4">
                      <h3 lang={english} className="line-clamp-2 font-semibold">
                        <Link to={localizedPath(`/blog/${post.slug}`, locale)} className="after:absolute after:inset-0 after:content-[''] hover:underline">
                          {post.title}
                        </Link>
                      </h3>
                      <p lang={english} className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{post.excerpt}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
        </main>
        <SidePanel side="right" />
      </div>
    </>
  );
}

/** Decorative starfield columns beside the article on wide screens. */
function SidePanel({ side }: { side: "left" | "right" }) {
  const glyphs = side === "left" ? ["☉", "☽", "☿", "♀", "♂"] : ["♃", "♄", "♅", "♆", "♇"];
  return (
    <div aria-hidden="true" className="hidden w-40 shrink-0 lg:block">
      <div className="sticky top-8 flex flex-col items-center gap-10 rounded-3xl bg-gradient-to-b from-night-900 to-night-700 py-10 text-3xl text-gold-300 opacity-90 dark:from-night-950 dark:to-night-900">
        {glyphs.map((glyph) => (
          <span key={glyph}>{glyph}</span>
        ))}
      </div>
    </div>
  );
}
