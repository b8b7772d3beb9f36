// A new member's first screen in the language they signed up in (Hindi, Simplified Chinese): registered
// through the API with the browser's Accept-Language and no birth details yet, the onboarding page as the
// server sends it: its title, heading, the birth form's labels, hints, the place search's words and the
// words the page script shows (data- attributes); then the form refused and asked again, in the language.
import { beforeEach, describe, expect, it } from "vitest";
import * as root from "~/root";
import * as profilePage from "~/routes/profile";
import type { ChartActionData, ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

/** The page's main element, and the words its attributes carry for the page script and screen readers. */
function mainOf(html: string) {
  const main = /<main id="main".*<\/main>/s.exec(html)![0];
  const attributes = [...main.matchAll(/ (?:aria-label|placeholder|data-placeholder-script|data-pending-text|data-location-required|data-location-title)="([^"]*)"/g)].map((m) => m[1]!);
  return { text: pageText(main), attributes };
}

describe("the onboarding page in the new member's language", () => {
  it.each([
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.first@example.test", script: /[\u0900-\u097F]/g, title: "आपका जन्म विवरण", invalid: "जन्म तिथि एक मान्य तारीख होनी चाहिए", twice: "दो बार" },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.first@example.test", script: /\p{Script=Han}/gu, title: "你的出生信息", invalid: "出生日期须为有效日期", twice: "出现了两次" },
  ] as const)("$header reads it in $locale", async ({ header, locale, email, script, title, invalid, twice }) => {
    const client = await memberSpeaking(header, email, { chart: false });
    expect((await json<{ locale: string }>(await client.call(root, "/profile"))).locale).toBe(locale);
    const data = await json<ChartPageLoaderData>(await client.call(profilePage, "/profile"));
    expect(data).toMatchObject({ view: "onboarding", locale, pageTitle: `${title} - Three Skies` });

    const { text, attributes } = mainOf(await renderChartPage(data));
    expect(text).toContain(title);
    expect(text.match(script)!.length).toBeGreaterThanOrEqual(100);
    // Not a Latin word in what the page shows or its script says (no key shown as itself either).
    expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(attributes).toHaveLength(7);
    for (const words of attributes) expect(words.match(/[A-Za-z]{2,}/g), words).toBeNull();

    // A date the engine does not compute: the form again, its message in the language.
    const birth = { birthPlace: "London, England, GB", birthLatitude: "51.5074", birthLongitude: "-0.1278", birthTime: "01:30" };
    const refused = await client.call(profilePage, "/profile", { method: "POST", form: { ...birth, birthDate: "1700-01-01" } });
    expect(refused.status).toBe(400);
    const refusedText = mainOf(await renderChartPage(data, await json<ChartActionData>(refused))).text;
    expect(refusedText).toContain(invalid);
    expect(refusedText.match(/[A-Za-z]{2,}/g)).toBeNull();

    // A clock time London's clocks showed twice: the question is asked in the language.
    const asked = await json<ChartActionData>(await client.call(profilePage, "/profile", { method: "POST", form: { ...birth, birthDate: "2023-10-29" } }));
    const question = mainOf(await renderChartPage(data, asked)).text;
    expect(question).toContain(twice);
    expect(question.match(/\b(the|and|your|with|today|you|this|for|from|into)\b/gi)).toBeNull();
  });
});
