// A member's chart page in the language they signed up in (Hindi, Simplified Chinese): registered
// through the API with the browser's Accept-Language, a birth profile added, each tab's loader run and
// its page rendered as the server sends it. The page's own words (title, tabs, headings, table heads,
// captions, facts) are checked for the script and for English words; so are the readings each language
// has written (heads and paragraphs, written again from the birth details in the member's language).
import { beforeEach, describe, expect, it } from "vitest";
import * as root from "~/root";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const TABS = ["birth", "sun", "chinese", "moon", "planets", "love"] as const;
/** The labels of a page: its title, tabs, headings, table heads and captions, facts' terms and the wheel's table. */
const LABELS = /<(h[1-3]|th|caption|summary|dt|a role="tab")[^>]*>(.*?)<\/\1?[^>]*>/gs;

function labels(html: string) {
  return [...html.matchAll(LABELS)].map((m) => pageText(m[2]!)).join(" | ");
}

describe("the chart page in the member's language", () => {
  it.each([
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.chart@example.test", script: /[\u0900-\u097F]/g, title: "आपकी जन्म कुण्डली", sign: "मिथुन", written: ["sunInsights", "moonInsights", "ascendantInsights", "planetaryInsights", "nakshatraInsights"], cards: ["dasha", "sade-sati"] },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.chart@example.test", script: /\p{Script=Han}/gu, title: "你的本命星盘", sign: "双子", written: ["sunInsights", "moonInsights", "ascendantInsights", "planetaryInsights", "chineseInsights"], cards: ["dasha"] },
  ] as const)("$header reads it in $locale", async ({ header, locale, email, script, title, sign, written, cards }) => {
    const client = await memberSpeaking(header, email);
    // The document's <html lang> is the root loader's locale.
    expect((await json<{ locale: string }>(await client.call(root, "/profile"))).locale).toBe(locale);

    let marks = 0;
    const words: string[] = [];
    const readings: Record<string, string> = {};
    for (const tab of TABS) {
      const data = await json<ChartPageLoaderData>(await client.call(profilePage, `/profile?tab=${tab}`));
      if (data.view === "chart") Object.assign(readings, data.profile);
      const html = await renderChartPage(data);
      const text = pageText(html);
      expect(text).toContain(title);
      // Every key the views ask for is in the loader's messages (a missing one would show as itself).
      expect(text).not.toMatch(/\b(chart|astro|vedic)\.[a-z]/i);
      marks += text.match(script)?.length ?? 0;
      const shown = labels(html);
      words.push(...(shown.match(ENGLISH) ?? []).map((w) => `${tab}: ${w}`));
      if (tab === "sun") expect(text).toContain(sign);
      // The Moon tab's Vedic cards, sentences and lists included, without a Latin word; left out, the
      // paragraphs of the readings banks (data-reading) whose language may still be on its way, and the
      // Sade Sati card in Chinese, whose phase names come from a bank still being written.
      for (const id of tab === "moon" ? cards : []) {
        const card = pageText(new RegExp(`<section id="${id}".*?</section>`, "s").exec(html)![0].replace(/<p [^>]*data-reading.*?<\/p>/gs, ""));
        expect(card.match(script)!.length, id).toBeGreaterThan(100);
        expect(card.match(/[A-Za-z]+/g), `${id}: ${card}`).toBeNull();
      }
    }
    expect(marks).toBeGreaterThanOrEqual(300);
    // The readings the language has written: heads and paragraphs in its script, not a Latin word left.
    for (const field of written) {
      expect(readings[field]!.match(script)!.length, field).toBeGreaterThan(100);
      expect(readings[field]!.match(/[A-Za-z]+/g), `${field}: ${readings[field]}`).toBeNull();
    }
    expect(words.length, words.join(", ")).toBeLessThanOrEqual(3);
  });
});
