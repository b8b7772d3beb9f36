import { describe, expect, it } from "vitest";
import { seoMeta } from "./seo";

describe("seoMeta", () => {
  const tags = seoMeta({
    origin: "https://example.test",
    path: "/horoscope/aries/2026-11-25",
    title: "Aries horoscope for November 25, 2026",
    description: "The Moon in Pisces.",
    type: "Article",
    breadcrumbs: [
      { name: "Horoscopes", path: "/horoscope" },
      { name: "Aries", path: "/horoscope/aries" },
    ],
    datePublished: "2026-11-25",
    feed: { title: "Aries daily", path: "/horoscope/aries/rss.xml" },
  });
  const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

  it("gives the canonical address, title, description and Open Graph tags", () => {
    expect(tags[0]).toEqual({ title: "Aries horoscope for November 25, 2026 - Three Skies" });
    expect(find("rel", "canonical")?.href).toBe("https://example.test/horoscope/aries/2026-11-25");
    expect(find("property", "og:url")?.content).toBe("https://example.test/horoscope/aries/2026-11-25");
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("name", "description")?.content).toBe("The Moon in Pisces.");
    expect(find("rel", "alternate")?.href).toBe("/horoscope/aries/rss.xml");
  });

  it("describes the page and its breadcrumb trail in JSON-LD", () => {
    const ld = tags.filter((tag) => "script:ld+json" in tag).map((tag) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"]);
    expect(ld.map((item) => item["@type"])).toEqual(["Article", "BreadcrumbList"]);
    expect(ld[0]).toMatchObject({ headline: "Aries horoscope for November 25, 2026", datePublished: "2026-11-25", url: "https://example.test/horoscope/aries/2026-11-25" });
    expect(ld[1]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.test/" },
      { "@type": "ListItem", position: 2, name: "Horoscopes", item: "https://example.test/horoscope" },
      { "@type": "ListItem", position: 3, name: "Aries", item: "https://example.test/horoscope/aries" },
    ]);
  });
});

describe("seoMeta in a language", () => {
  it("gives the page's own address, its language in JSON-LD and Open Graph, and the others as alternates", () => {
    const tags = seoMeta({ origin: "https://example.test", path: "/sky", title: "आज का आकाश", description: "…", type: "WebPage", breadcrumbs: [{ name: "आकाश", path: "/sky" }], locale: "hi", home: "मुखपृष्ठ" });
    const all = tags as Record<string, unknown>[];
    expect(all.find((t) => t.rel === "canonical")?.href).toBe("https://example.test/hi/sky");
    expect(all.find((t) => t.property === "og:locale")?.content).toBe("hi_IN");
    expect(all.filter((t) => t.property === "og:locale:alternate").map((t) => t.content)).toEqual(["en_US", "es_ES", "pt_BR", "zh_CN"]);
    const ld = all.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Record<string, unknown>);
    expect(ld[0]).toMatchObject({ inLanguage: "hi", url: "https://example.test/hi/sky" });
    expect((ld[1]!.itemListElement as { item: string; name: string }[]).map((i) => [i.name, i.item])).toEqual([
      ["मुखपृष्ठ", "https://example.test/hi"],
      ["आकाश", "https://example.test/hi/sky"],
    ]);
  });

  it("takes a path already in the language without prefixing it twice", () => {
    const tags = seoMeta({ origin: "https://example.test", path: "/es/sky", title: "El cielo", description: "…", type: "WebPage", breadcrumbs: [{ name: "Cielo", path: "/es/sky" }], locale: "es" });
    expect((tags as Record<string, unknown>[]).find((t) => t.rel === "canonical")?.href).toBe("https://example.test/es/sky");
  });
});
