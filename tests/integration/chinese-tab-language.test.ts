// The Chinese tab's pillar tables for a Premium member who reads Hindi or Simplified Chinese (registered
// with the browser's Accept-Language, her sex answered so the luck pillars show): pillars, elements,
// year animals, hidden stems and the luck paragraph in the member's words, not an English element name
// or "over" left; in Chinese each pillar written as the tradition writes it, two characters (辛巳).
import { beforeEach, describe, expect, it } from "vitest";
import { TEN_GOD_NAMES } from "~/astrology/constants";
import { db } from "~/db.server";
import * as profileApi from "~/routes/api/profile";
import * as profilePage from "~/routes/profile";
import type { ChartPageLoaderData } from "~/routes/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { json } from "../support/routes";
import { pageText, renderChartPage } from "../support/render";

beforeEach(() => resetRateLimits());

const SECTIONS = ["four-pillars", "luck-pillars", "annual-pillars", "ten-gods"];
const ENGLISH = /\b(Metal|Wood|Fire|Earth|Water|over|Yang|Yin|now|main|middle|residual)\b/;
/** The ten gods' pinyin (and Beijing's clock, UTC+8, as the annual pillars' note names it), which the Hindi page keeps beside each name (the chart catalog's choice). */
const PINYIN = new RegExp(`\\((${Object.values(TEN_GOD_NAMES).map((g) => g.pinyin).join("|")})\\)`, "g");

describe("the Chinese tab's pillars in the member's language", () => {
  it.each([
    { header: "hi-IN,hi;q=0.9", email: "meera.pillars@example.test", script: /[\u0900-\u097F]/g },
    { header: "zh-CN,zh;q=0.9", email: "li.pillars@example.test", script: /\p{Script=Han}/gu },
  ])("$header", async ({ header, email, script }) => {
    const client = await memberSpeaking(header, email);
    expect((await client.call(profileApi, "/api/profile", { method: "PATCH", json: { sex: "female" } })).status).toBe(200);
    await db().updateTable("users").set({ subscriptionTier: "premium" }).where("email", "=", email).execute();
    const html = await renderChartPage(await json<ChartPageLoaderData>(await client.call(profilePage, "/profile?tab=chinese")));
    for (const id of SECTIONS) {
      const section = pageText(new RegExp(`<section id="${id}".*?</section>`, "s").exec(html)![0]).replace(PINYIN, "").replace("UTC+8", "+8");
      expect(section.match(script)!.length, id).toBeGreaterThan(100);
      expect(section, id).not.toMatch(ENGLISH);
      if (header.startsWith("zh")) expect(section.match(/[A-Za-z]+/g), `${id}: ${section}`).toBeNull();
    }
    const luck = new RegExp(`<section id="luck-pillars".*?</section>`, "s").exec(html)![0];
    const pillars = [...luck.matchAll(/<td[^>]*><span[^>]*aria-hidden="true">[^<]*<\/span><span>([^<]+)/g)].map((m) => m[1]!);
    if (header.startsWith("zh")) {
      // The member's month pillar is 壬午; stepping backward, her luck pillars run 辛巳, 庚辰, 己卯 …
      expect(pageText(luck)).toContain("壬午");
      expect(pillars).toEqual(expect.arrayContaining(["辛巳", "庚辰", "己卯", "戊寅"]));
      expect(pageText(luck)).toContain("上金下火（蛇）");
    } else {
      expect(pageText(luck)).toContain("अग्नि पर धातु (साँप)");
    }
  });
});
