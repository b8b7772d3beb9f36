// The blog's index at /hi/blog and /zh/blog: the root and the listing's loaders run as the server runs
// them and the page rendered with their data. The page's own words (heading, search, categories, dates,
// "read" links, pagination, the empty state, the invitation) are in the language; the posts, written in
// English by the editors, are marked lang="en" and left out of the English-word check.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { CATALOGS } from "~/i18n/catalogs";
import { LOCALES } from "~/i18n/locales";
import { insertPost } from "~/models/post.server";
import * as root from "~/root";
import Blog, * as blogRoute from "~/routes/blog";
import Article, * as articleRoute from "~/routes/blog-article";
import { Client, json } from "../support/routes";
import { pageText } from "../support/render";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
type Tag = { title?: string; rel?: string; href?: string; property?: string; content?: string; "script:ld+json"?: { inLanguage?: string } };

beforeAll(async () => {
  await db().deleteFrom("blogPosts").execute();
  // Thirteen posts: a second page, so the pagination's words show too.
  for (let i = 1; i <= 13; i++) {
    const day = `2026-03-${String(i).padStart(2, "0")}`;
    const category = i % 2 ? "zodiac_signs" : "vedic_astrology";
    await insertPost({ title: `Reading the sky with your chart, part ${i}`, slug: `sky-part-${i}`, excerpt: "This is for you and your Moon, from today into the year.", content: "Words.", category, status: "published", publishedAt: `${day}T10:00:00.000Z` });
  }
});

/** The page at `path` as the server renders it, with the loaders' data and the listing's response. */
async function page(path: string) {
  const client = new Client();
  const response = await client.call(blogRoute, path);
  const [rootData, data] = [await json<{ locale: string; alternates: [string, string][] }>(await client.call(root, path)), await json<{ meta: Tag[] }>(response)];
  const pathname = path.split("?")[0]!.slice(1);
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ id: "routes/blog", path: pathname, Component: Blog }] }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: rootData, "routes/blog": data } } }));
  return { response, rootData, meta: data.meta, html };
}

/** The visible text without the posts' own (English) titles and excerpts. */
const chrome = (html: string) => pageText(html.replace(/<(h2|p) lang="en"[^>]*>.*?<\/\1>/gs, ""));

describe("the blog's index in another language", () => {
  it.each([
    { path: "/hi/blog", locale: "hi", script: /[\u0900-\u097F]/g, heading: "ब्रह्मांड की समझ और मार्गदर्शन", date: "4 मार्च 2026", empty: "कोई लेख नहीं मिला" },
    { path: "/zh/blog", locale: "zh-Hans", script: /\p{Script=Han}/gu, heading: "星空洞见与指引", date: "2026年3月4日", empty: "没有找到文章" },
  ] as const)("$path speaks $locale around the English posts", async ({ path, locale, script, heading, date, empty }) => {
    const { response, rootData, meta, html } = await page(path);
    expect(response.status).toBe(200);
    expect(rootData.locale).toBe(locale);
    const prefix = path.replace("/blog", "");
    expect(Object.fromEntries(rootData.alternates.map(([l, href]) => [l, new URL(href).pathname]))).toEqual({ en: "/blog", es: "/es/blog", "pt-BR": "/pt/blog", hi: "/hi/blog", "zh-Hans": "/zh/blog", "x-default": "/blog" });
    expect(meta.find((m) => m.rel === "canonical")?.href).toMatch(new RegExp(`${path}$`));
    expect(meta.find((m) => m["script:ld+json"])?.["script:ld+json"]?.inLanguage).toBe(locale);
    expect(meta[0]!.title).toMatch(script);

    // Every post listed in English and marked so; everything else in the language.
    expect(html.match(/<h2 lang="en"/g)).toHaveLength(12);
    expect(html.match(/<p lang="en"/g)).toHaveLength(12);
    const main = chrome(/<main.*<\/main>/s.exec(html)![0]);
    expect(main).toContain(heading);
    expect(main).toContain(date);
    expect(main.match(script)!.length).toBeGreaterThan(200);
    expect(chrome(html).match(ENGLISH)).toBeNull();
    expect(chrome(html)).not.toMatch(/\bblog\.[a-z]/);
    // Its links stay in the language: categories, pages and the search form.
    expect(html).toContain(`href="${path}?category=vedic_astrology"`);
    expect(html).toContain(`href="${path}?page=2"`);
    expect(html).toContain(`action="${path}"`);
    expect(html).toContain(`href="${prefix}/horoscope"`);

    const none = await page(`${path}?q=nothing-matches-this`);
    expect(chrome(none.html)).toContain(empty);
    expect(chrome(none.html).match(ENGLISH)).toBeNull();
  });

  it("is cached like the English index, each address on its own; the English head is unchanged", async () => {
    const headers = async (path: string, cookie?: string) => {
      const response = await new Client().call(blogRoute, path, { headers: cookie ? { cookie } : {} });
      return [response.headers.get("cache-control"), response.headers.get("vary")];
    };
    for (const path of ["/hi/blog", "/zh/blog?page=2"]) {
      expect(await headers(path)).toEqual(await headers("/blog"));
      expect(await headers(path, "theme=dark")).toEqual(await headers("/blog", "theme=dark"));
    }
    expect((await headers("/zh/blog"))[0]).toMatch(/^public/);
    const { meta } = await page("/blog?page=2");
    expect(meta[0]!.title).toBe("Astrology Blog: Cosmic Insights & Guidance - Three Skies (page 2)");
    expect(meta.some((m) => m.rel === "canonical")).toBe(false);
  });

  it("places the invitation's two links in the order every language writes them", () => {
    // The view splits blog.ctaRead at {horoscope} and {sky} and sets the links in that order.
    for (const locale of LOCALES) {
      const text = CATALOGS[locale].blog!.ctaRead!;
      expect(text.indexOf("{horoscope}"), locale).toBeGreaterThan(-1);
      expect(text.indexOf("{horoscope}"), locale).toBeLessThan(text.indexOf("{sky}"));
    }
  });
});

describe("an article in another language", () => {
  /** The article at `path` as the server renders it, with the root's and the article's loader data. */
  async function article(path: string, cookie?: string) {
    const client = new Client();
    const init = { params: { slug: path.split("/").at(-1)! }, headers: cookie ? { cookie } : undefined };
    const response = await client.call(articleRoute, path, init);
    const [rootData, data] = [await json<{ locale: string; alternates: [string, string][] }>(await client.call(root, path)), await json<{ meta: Tag[] }>(response.clone())];
    const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ id: "routes/blog-article", path: path.slice(1), Component: Article }] }]);
    const html = renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: rootData, "routes/blog-article": data } } }));
    return { response, rootData, meta: data.meta, html };
  }

  it.each([
    { path: "/hi/blog/sky-part-2", locale: "hi", script: /[\u0900-\u097F]/g, back: "ब्लॉग पर लौटें", date: "2 मार्च 2026", related: "संबंधित लेख" },
    { path: "/zh/blog/sky-part-2", locale: "zh-Hans", script: /\p{Script=Han}/gu, back: "返回博客", date: "2026年3月2日", related: "相关文章" },
  ] as const)("$path frames the editors' English post in $locale", async ({ path, locale, script, back, date, related }) => {
    const { response, rootData, meta, html } = await article(path);
    expect(response.status).toBe(200);
    expect(rootData.locale).toBe(locale);
    const prefix = path.replace("/blog/sky-part-2", "");
    expect(Object.fromEntries(rootData.alternates.map(([l, href]) => [l, new URL(href).pathname]))).toEqual({ en: "/blog/sky-part-2", es: "/es/blog/sky-part-2", "pt-BR": "/pt/blog/sky-part-2", hi: "/hi/blog/sky-part-2", "zh-Hans": "/zh/blog/sky-part-2", "x-default": "/blog/sky-part-2" });
    expect(meta.find((m) => m.rel === "canonical")?.href).toMatch(new RegExp(`${path}$`));
    expect(meta.find((m) => m["script:ld+json"])?.["script:ld+json"]?.inLanguage).toBe(locale);
    // One Article in the document: the head's, in the language (the English page's own stays in its body).
    expect(html).not.toContain("application/ld+json");
    // The share buttons tell a screen reader where they share in the language too.
    expect(html).toContain(`aria-label="${locale === "hi" ? "Facebook पर साझा करें" : "分享到Facebook"}"`);
    expect(meta[0]!.title).toMatch(/^Reading the sky with your chart, part 2 - Three Skies /);
    expect(meta[0]!.title).toMatch(script);

    // The post's title, body and the related posts are the editors' English, marked so; the frame is in the language.
    expect(html).toMatch(/<h1 lang="en"[^>]*>Reading the sky with your chart, part 2<\/h1>/);
    expect(html).toMatch(/<div lang="en" class="article-body/);
    const main = chrome(/<main.*<\/main>/s.exec(html)![0].replace(/<(h1|h3|div) lang="en"[^>]*>.*?<\/\1>/gs, ""));
    for (const text of [back, date, related]) expect(main).toContain(text);
    expect(main.match(script)!.length).toBeGreaterThan(50);
    expect(main.match(ENGLISH)).toBeNull();
    expect(main).not.toMatch(/\bblog\.[a-z]/);
    expect(html).toContain(`href="${prefix}/blog"`);
    expect(html).toMatch(new RegExp(`href="${prefix}/blog/sky-part-\\d+"`));
  });

  it("is cached like the English article, and the index's twin links to the twin articles", async () => {
    const headers = async (path: string, cookie?: string) => {
      const { response } = await article(path, cookie);
      return [response.headers.get("cache-control"), response.headers.get("vary")];
    };
    expect(await headers("/zh/blog/sky-part-3")).toEqual(await headers("/blog/sky-part-3"));
    expect(await headers("/hi/blog/sky-part-3", "theme=dark")).toEqual(await headers("/blog/sky-part-3", "theme=dark"));
    expect((await headers("/hi/blog/sky-part-3"))[0]).toMatch(/^public/);
    expect((await page("/hi/blog")).html).toContain('href="/hi/blog/sky-part-13"');
    const missing = await article("/hi/blog/no-such-post");
    expect(missing.response.status).toBe(404);
    expect(chrome(missing.html)).toContain("लेख नहीं मिला");
  });
});
