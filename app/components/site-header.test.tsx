import { describe, expect, it } from "vitest";
import { PublicHeader } from "~/components/site-header";
import { serverMarkup } from "../../tests/support/form-markup";

describe("the top header's Blog link", () => {
  it("goes to the blog in the page's language", () => {
    for (const [locale, path, href] of [
      ["en", "/", "/blog"],
      ["hi", "/hi", "/hi/blog"],
      ["zh-Hans", "/zh/sky", "/zh/blog"],
    ] as const) {
      const html = serverMarkup(<PublicHeader user={null} />, path, locale);
      expect(html.match(/<a [^>]*href="([^"]*blog)"/)?.[1], locale).toBe(href);
    }
  });
});
