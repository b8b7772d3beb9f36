// The share card page in the visitor's language (a member signed in reads it in theirs; a visitor the
// language chosen in the footer): its eyebrow, captions, share row, invitation and meta. The card's own
// rows, facts and wheel are in its owner's language, here the same one.
import { beforeEach, describe, expect, it } from "vitest";
import * as root from "~/root";
import * as shareApi from "~/routes/api/user.share-card";
import { resetRateLimits } from "~/services/rate-limit.server";
import { memberSpeaking } from "../support/members";
import { pageText, visitCard } from "../support/render";
import { Client, json } from "../support/routes";

beforeEach(() => resetRateLimits());

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
type CardData = { meta: Record<string, string>[] };


describe("the share card page in the reader's language", () => {
  it.each([
    { header: "hi-IN,hi;q=0.9", locale: "hi", email: "meera.card@example.test", script: /[\u0900-\u097F]/g, words: ["जन्म कुंडली · पाश्चात्य, चीनी, वैदिक", "यह कुंडली साझा करें:", "लिंक कॉपी करें", "आपका अपना आकाश क्या कहता है?"], title: "Meera की कुंडली" },
    { header: "zh-CN,zh;q=0.9", locale: "zh-Hans", email: "li.card@example.test", script: /\p{Script=Han}/gu, words: ["本命星盘 · 西方、中国、吠陀", "分享这张星盘：", "复制链接", "你自己的天空怎么说？"], title: "Meera的星盘" },
  ] as const)("$header: the owner reads it in $locale, and so does a visitor who chose it", async ({ header, locale, email, script, words, title }) => {
    const member = await memberSpeaking(header, email);
    const published = await member.call(shareApi, "/api/user/share-card", { method: "PUT", json: { displayName: "Meera", showPlace: true } });
    const { id } = (await json<{ card: { id: string } }>(published)).card;
    const visitor = new Client();
    visitor.remember(new Response(null, { headers: { "Set-Cookie": `ts_locale=${locale}; Path=/` } }));
    for (const reader of [member, visitor]) {
      expect((await json<{ locale: string }>(await reader.call(root, `/c/${id}`))).locale).toBe(locale);
      const { response, data, html } = await visitCard<CardData>(id, reader);
      expect(response.status).toBe(200);
      const text = pageText(html.slice(html.indexOf("<main")));
      for (const word of words) expect(text).toContain(word);
      expect(text.match(script)!.length).toBeGreaterThan(120);
      const english = text.match(ENGLISH) ?? [];
      expect(english, text).toEqual([]);
      expect(data!.meta.find((tag) => tag.property === "og:title")?.content).toBe(title);
      expect(data!.meta.find((tag) => tag.name === "description")?.content).not.toMatch(ENGLISH);
    }
  });
});
