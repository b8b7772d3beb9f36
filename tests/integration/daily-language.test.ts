// A member's Daily tab in the language they signed up in: registered through the API with the
// browser's Accept-Language, a birth profile added, the tab's loader run and its page rendered as the
// server sends it. Each case: the header, the language, its marks (common words, or its script) and
// whether the reading's prose is written in it yet (else only the tab's own words are checked).
import { beforeEach, describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import * as dailyApi from "~/routes/api/horoscope.daily";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const SPANISH = /\b(el|la|los|las|de|del|en|tu|tus|que|y|con|para|un|una|se|al|por|lo|más|hoy)\b/gi;
const PORTUGUESE = /(?<!\p{L})(o|a|os|as|de|do|da|em|no|na|seu|sua|que|e|com|para|um|uma|se|ao|por|mais|hoje|você)(?!\p{L})/giu;
const LABELS = ["heading", "message", "love", "work", "wellbeing", "do", "dont", "skyToday"];

describe("the Daily tab in the member's language", () => {
  it.each([
    { header: "es-MX,es;q=0.9", locale: "es", email: "lucia.daily@example.test", marks: SPANISH, prose: true },
    { header: "hi-IN", locale: "hi", email: "asha.daily@example.test", marks: /[\u0900-\u097F]/g, prose: true },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "mei.daily@example.test", marks: /\p{Script=Han}/gu, prose: true },
    { header: "pt-BR,pt;q=0.9", locale: "pt-BR", email: "joana.daily@example.test", marks: PORTUGUESE, prose: true },
  ] as const)("$header reads it in $locale", async ({ header, locale, email, marks, prose }) => {
    const client = await memberSpeaking(header, email, { firstName: "Lucía", lastName: "Rao" });

    const data = await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=daily"));
    // The JSON route shares the service: the same stored day.
    const api = await json<{ content: string }>(await client.call(dailyApi, "/api/horoscope/daily"));
    expect(data.view === "chart" && data.daily?.status === "ok" && data.daily.content).toBe(api.content);
    const page = pageText(await renderChartPage(data));
    const t = translator(locale);
    // The tab's reading and its own words, up to the year ahead (the forecast's texts are another writer's).
    const tab = page.slice(page.indexOf(t("daily.heading")), page.indexOf(t("daily.yearTitle")));
    for (const key of LABELS) expect(tab, key).toContain(t(`daily.${key}`));
    if (prose) {
      expect(tab.match(marks)?.length ?? 0).toBeGreaterThanOrEqual(60);
      expect((tab.match(ENGLISH) ?? []).length, tab).toBeLessThanOrEqual(5);
    }
  });
});
