// The feeds in another language: /hi/horoscope/leo/rss.xml and /zh/blog/rss.xml are the English feeds'
// modules reading the language from the address. The channel's words, the dates and the readings are
// in the language and the links go to the twin pages; the blog's posts stay as the editors wrote them
// (English titles and excerpts), so those two elements are left out of the English-word check.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { insertPost } from "~/models/post.server";
import * as blogFeed from "~/routes/blog-rss";
import * as signFeed from "~/routes/horoscope-rss";
import * as signPage from "~/routes/horoscope.sign";
import { Client, json } from "../support/routes";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into|daily|horoscope|blog|sky|day|houses|times)\b/gi;
const today = new Date().toISOString().slice(0, 10);
/** The feed's words: without its addresses (/hi/horoscope/…, /zh/blog/…), which stay English. */
const words = (xml: string) => xml.replace(/http:\/\/[^<"]+/g, "");
const tags = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>(.*?)</${name}>`, "gs"))].map((m) => m[1]!);

beforeAll(async () => {
  await db().deleteFrom("blogPosts").execute();
  await insertPost({ title: "Reading the sky with your chart", slug: "sky-with-your-chart", excerpt: "This is for you and your Moon.", content: "Words.", category: "vedic_astrology", status: "published", publishedAt: "2026-03-04T10:00:00.000Z" });
});

describe("a feed in another language", () => {
  it("/hi/horoscope/leo/rss.xml: the sign's week in Hindi, linking the Hindi pages", async () => {
    const response = await new Client().call(signFeed, "/hi/horoscope/leo/rss.xml", { params: { sign: "leo" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const xml = await response.text();
    expect(xml).toContain("<language>hi</language>");
    expect(xml).toContain("<title>सिंह दैनिक राशिफल - Three Skies</title>");
    expect(xml).toContain("<link>http://localhost:3000/hi/horoscope/leo</link>");
    expect(xml).toContain('<atom:link href="http://localhost:3000/hi/horoscope/leo/rss.xml"');
    expect(tags(xml, "link").slice(1)).toHaveLength(7);
    expect(xml).toContain(`<link>http://localhost:3000/hi/horoscope/leo/${today}</link>`);
    const hindiDay = new Intl.DateTimeFormat("hi", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${today}T12:00:00Z`));
    expect(tags(xml, "title")[1]).toMatch(new RegExp(`^${hindiDay}: [\\u0900-\\u097F]`));
    for (const text of [...tags(xml, "title"), ...tags(xml, "description")]) expect(text.replace(/Three Skies|UTC/g, "")).not.toMatch(/[A-Za-z]/);
    expect(xml.match(/[\u0900-\u097F]/g)!.length).toBeGreaterThan(1000);
    expect(words(xml).match(ENGLISH)).toBeNull();
  });

  it("/zh/blog/rss.xml: the channel in Chinese, the editors' posts as written, linking the Chinese twins", async () => {
    const response = await new Client().call(blogFeed, "/zh/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900, s-maxage=1800");
    const xml = await response.text();
    expect(xml).toContain("<language>zh-Hans</language>");
    expect(xml).toContain("<title>Three Skies 博客</title>");
    expect(xml).toContain("<description>星空洞见与指引：西方、中国与吠陀占星详解。</description>");
    expect(xml).toContain("<link>http://localhost:3000/zh/blog</link>");
    expect(xml).toContain("<link>http://localhost:3000/zh/blog/sky-with-your-chart</link>");
    expect(xml).toContain("<category>吠陀占星</category>");
    expect(xml).toContain("<title>Reading the sky with your chart</title>");
    const channel = xml.replace(/<item>.*?<\/item>/gs, (item) => item.replace(/<(title|description)>.*?<\/\1>/g, ""));
    expect(words(channel).match(ENGLISH)).toBeNull();
  });

  it("the Hindi sign page's head links the Hindi feed", async () => {
    const page = await json<{ meta: { rel?: string; type?: string; href?: string; title?: string }[] }>(await new Client().call(signPage, "/hi/horoscope/leo", { params: { sign: "leo" } }));
    expect(page.meta.find((m) => m.type === "application/rss+xml")).toMatchObject({ rel: "alternate", href: "/hi/horoscope/leo/rss.xml", title: "सिंह दैनिक राशिफल - Three Skies" });
  });
});
