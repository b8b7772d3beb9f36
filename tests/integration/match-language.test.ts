// A Premium member's Match tab in the language they signed up in (Hindi, Simplified Chinese): the
// partner form, the report at its own address and the people list, rendered as the server sends them.
// The tab's own words (headings, labels, scores, table heads, badges, captions) are checked for the
// script and for English words. Excluded: the prose the writers put in the report (section titles and
// paragraphs, contact meanings, koota details, Manglik notes, the composite reading), whose banks in
// these languages are written separately; they are removed from the text by their exact strings.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import * as root from "~/root";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;

/** The Match tab's panel of a rendered chart page, without the report's written prose. */
function panelText(html: string, prose: readonly string[]) {
  let text = pageText(html.slice(html.indexOf('id="panel-compatibility"')));
  for (const s of [...prose].sort((x, y) => y.length - x.length)) text = text.split(pageText(s).trim()).join(" ");
  return text;
}

describe("the Match tab in the member's language", () => {
  it.each([
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.match@example.test", script: /[\u0900-\u097F]/g, title: "अनुकूलता रिपोर्ट", verdicts: ["उत्तम", "अच्छा", "मध्यम", "कम"] },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.match@example.test", script: /\p{Script=Han}/gu, title: "合盘报告", verdicts: ["极佳", "良好", "一般", "偏低"] },
  ] as const)("$header reads it in $locale", async ({ header, locale, email, script, title, verdicts }) => {
    const client = await memberSpeaking(header, email);
    await db().updateTable("users").set({ subscriptionTier: "premium" }).where("email", "=", email).execute();
    expect((await json<{ locale: string }>(await client.call(root, "/profile?tab=compatibility"))).locale).toBe(locale);

    const form = pageText(await renderChartPage(await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=compatibility"))));
    expect(form).toContain(title);
    expect(form.match(script)!.length).toBeGreaterThan(100);
    expect(form).not.toMatch(/\bmatch\.[a-z]/);

    const posted = await client.call(profilePage, "/profile?tab=compatibility", {
      method: "POST",
      form: { intent: "compatibility", partnerName: "Grace", partnerBirthDate: "1988-03-09", partnerBirthTime: "", partnerTimeUnknown: "on", partnerBirthPlace: "Paris", partnerPlaceChoice: "48.8566|2.3522|Paris, France" },
    });
    expect(posted.status).toBe(303);
    const data = await json<ChartPageLoaderData>(await client.call(profilePage, posted.headers.get("location")!));
    if (data.view !== "chart" || data.shownReport?.status !== "ok") throw new Error("no report shown");
    const report = data.shownReport.report;
    const prose = [
      ...report.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.list ?? [])]),
      ...report.western.contacts.map((c) => c.meaning),
      ...report.gunaMilan.kootas.flatMap((k) => [k.name, k.detail]),
      report.manglik.a.note,
      report.manglik.b.note,
      report.composite.reading,
    ];
    const html = await renderChartPage(data);
    const text = panelText(html, prose);
    expect(text).not.toMatch(/\b(match|astro|chart|vedic)\.[a-z]/);
    expect(text.match(script)!.length).toBeGreaterThanOrEqual(300);
    expect(verdicts.some((v) => text.includes(v))).toBe(true);
    const words = text.match(ENGLISH) ?? [];
    expect(words.length, `${words.join(", ")}\n${text}`).toBeLessThanOrEqual(3);
  });
});
