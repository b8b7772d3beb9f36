// A member's chart page in the language they signed up in (Hindi, Simplified Chinese): registered
// through the API with the browser's Accept-Language, a birth profile added, each tab's loader run and
// its page rendered as the server sends it. The page's own words (title, tabs, headings, table heads,
// captions, facts) are checked for the script and for English words; so are the readings each language
// has written (heads and paragraphs, written again from the birth details in the member's language).
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { message } from "~/i18n/messages.server";
import { findUserByEmail, updateUser } from "~/models/user.server";
import * as icsRoute from "~/routes/forecast-ics";
import { createCalendarLink } from "~/services/forecast.server";
import * as root from "~/root";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { Client, json } from "../support/routes";
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
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.chart@example.test", script: /[\u0900-\u097F]/g, title: "आपकी जन्म कुण्डली", sign: "मिथुन", coordinates: /\d+\.\d{2}° [उद]॰, \d+\.\d{2}° (पू|प)॰/, written: ["sunInsights", "moonInsights", "ascendantInsights", "planetaryInsights", "nakshatraInsights"], cards: ["dasha", "sade-sati"] },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.chart@example.test", script: /\p{Script=Han}/gu, title: "你的本命星盘", sign: "双子", coordinates: /[北南]纬\d+\.\d{2}°，[东西]经\d+\.\d{2}°/, written: ["sunInsights", "moonInsights", "ascendantInsights", "planetaryInsights", "chineseInsights"], cards: ["dasha"] },
  ] as const)("$header reads it in $locale", async ({ header, locale, email, script, title, sign, coordinates, written, cards }) => {
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
      // The birth facts write the coordinates with the language's hemisphere words.
      if (tab === "birth") expect(text).toMatch(coordinates);
      // The kundli's zodiac is named in the language (the catalog's, not the engine's English "Lahiri").
      if (tab === "planets") expect(text).toContain(locale === "hi" ? "लाहिड़ी" : "拉希里");
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

  it.each([
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.year@example.test", script: /[\u0900-\u097F]/g },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.year@example.test", script: /\p{Script=Han}/gu },
  ] as const)("$header reads the year ahead in $locale: progressions, solar return, the forecast list and the calendar feed", async ({ header, locale, email, script }) => {
    const client = await memberSpeaking(header, email);
    const user = (await findUserByEmail(email))!;
    await updateUser(user.id, { subscriptionTier: "premium" });
    // Only the birth place's name may be written in Latin letters (and "UT", the Hindi clock's unit).
    const latin = (text: string) => (text.replace(/London|England|United Kingdom|\bGB\b|\bUT\b/g, "").match(/[A-Za-z]+/g) ?? []).join(" ");
    // A section, its wheel's marks (angles, retrograde) and words included.
    const section = (html: string, id: string) => pageText(new RegExp(`<section id="${id}".*?</section>`, "s").exec(html)![0]);
    const birth = await renderChartPage(await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=birth")));
    for (const id of ["progressions", "solar-return"]) {
      // Their words and their readings alike (the year's banks are written in both languages).
      const text = section(birth, id);
      expect(text.match(script)!.length, id).toBeGreaterThan(150);
      expect(latin(text), `${id}: ${text}`).toBe("");
    }
    // A place the form refuses is refused in the member's words too.
    const refused = await client.call(profilePage, "/profile?tab=birth&returnLat=95&returnLon=0");
    expect(refused.status).toBe(400);
    expect((await json<Extract<ChartPageLoaderData, { view: "chart" }>>(refused)).solarReturn?.error).toBe(message(locale, "forms.latitudeRange"));
    // The Daily tab's year ahead: each event's date, kind, title and text.
    const daily = await renderChartPage(await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=daily")));
    const events = [...daily.matchAll(/<li [^>]*data-kind=.*?<\/li>/gs)].map((m) => pageText(m[0]));
    expect(events.length).toBeGreaterThan(20);
    for (const event of events) expect(latin(event), event).toBe("");
    // The calendar feed: the calendar's name, each event's title and description.
    const feed = await new Client().call(icsRoute, `/forecast.ics${new URL(await createCalendarLink({ ...user, subscriptionTier: "premium" })).search}`);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(latin(String(calendar.getFirstPropertyValue("x-wr-calname")))).toBe("Three Skies");
    const vevents = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(vevents.length).toBe(events.length);
    for (const e of vevents) {
      expect(`${e.summary} ${e.description}`.match(script)!.length, e.summary).toBeGreaterThan(20);
      expect(latin(`${e.summary} ${e.description}`), e.summary).toBe("");
    }
  });
});
