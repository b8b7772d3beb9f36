import { describe, expect, it } from "vitest";
import { backoffMs } from "./delivery/decide";
import { renderEmail, renderPush, renderSms } from "./delivery/messages.server";
import { escapeHtml } from "./mail.server";
import { dailyHoroscope } from "~/astrology/daily";
import { natalChart } from "~/astrology/index";
import { SAMPLE_CHARTS } from "~/astrology/texts/samples";
import { unsubscribeToken, verifyUnsubscribeToken } from "./delivery/unsubscribe.server";

describe("unsubscribe tokens", () => {
  it("round-trip and refuse any change", () => {
    const token = unsubscribeToken("3f1c-user", "email");
    expect(verifyUnsubscribeToken(token)).toEqual({ userId: "3f1c-user", channel: "email" });
    expect(verifyUnsubscribeToken(token.replace("3f1c-user", "other-user"))).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(".email.", ".sms."))).toBeNull();
    expect(verifyUnsubscribeToken(`${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken("")).toBeNull();
    expect(verifyUnsubscribeToken("a.b")).toBeNull();
  });
});

describe("renderSms", () => {
  const long =
    "The Moon drifts through Capricorn, asking for patience, structure and a long, honest look at the promises you have made to yourself this season. More follows.\n\nSecond paragraph.";
  it("fits one GSM-7 segment and cuts on a whole word", () => {
    const { to, body } = renderSms("+14155552671", "2025-01-05", long);
    expect(to).toBe("+14155552671");
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^Three Skies Jan 5: The Moon drifts through Capricorn, .*[a-z]\.\.\. Full reading: http:\/\/localhost:3000\/profile\?tab=daily Reply STOP to opt out\.$/);
    const cut = body.slice("Three Skies Jan 5: ".length, body.indexOf("..."));
    expect(long.startsWith(cut)).toBe(true);
    expect([" ", ","]).toContain(long.charAt(cut.length));
  });

  it("keeps a short first sentence whole and replaces characters that would force UCS-2", () => {
    const { body } = renderSms("+14155552671", "2025-01-05", "Mars squares Venus (orb 0.4°) \u2014 \u201cslow down\u201d. Then more.");
    expect(body).toContain('Mars squares Venus (orb 0.4 deg) - "slow down".');
    expect(body).toMatch(/^[\x20-\x7e]+$/);
  });

  it("carries the headline and the first line of the day's reading", () => {
    const content = "Venus smooths the way.\n\nLove: Venus trines your natal Moon. More.\n\nWork: Other.";
    const { body } = renderSms("+14155552671", "2025-01-05", content);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^Three Skies Jan 5: Venus smooths the way\. Love: Venus trines your natal Moon\. Full reading: /);
  });
});

describe("renderSms from a composed day", () => {
  it("fits one GSM-7 segment and starts with the Daily tab's headline", async () => {
    const { natalChart } = await import("~/astrology");
    const { dailyHoroscope } = await import("~/astrology/daily");
    const chart = natalChart({ birthDate: "1961-07-01", birthTime: "19:45", latitude: 52.8333, longitude: 0.5 }).chart;
    for (const date of ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]) {
      const day = dailyHoroscope(chart, date, "Europe/London", "u1");
      const { body } = renderSms("+14155552671", date, day.content);
      expect(body.length).toBeLessThanOrEqual(160);
      expect(body).toMatch(/^[\x20-\x7e]+$/);
      expect(body).toContain(day.headline.slice(0, 20).replace(/°/g, " deg"));
    }
  });
});

describe("renderEmail", () => {
  it("greets a member by any name, a name that is a word of the message's syntax included", () => {
    for (const name of ["none", "no", "other"]) expect(renderEmail({ id: "u1", email: "a@example.com", name }, "2025-03-09", "Uno.").text).toMatch(new RegExp(`^Hello ${name},`));
    expect(renderEmail({ id: "u1", email: "a@example.com", name: "" }, "2025-03-09", "Uno.").text).toMatch(/^Hello there,/);
  });

  it("escapes the reading in HTML and carries the RFC 8058 headers", () => {
    const mail = renderEmail({ id: "u1", email: "a@example.com", name: "<Ada>" }, "2025-03-09", "One <b>two</b>\n\nThree & four");
    expect(mail.subject).toBe("Your daily insights for Sunday, March 9, 2025");
    expect(mail.html).toContain("Hello &lt;Ada&gt;,");
    expect(mail.html).toContain("One &lt;b&gt;two&lt;/b&gt;</p>");
    expect(mail.html).toContain("Three &amp; four</p>");
    expect(mail.text).toContain("One <b>two</b>\n\nThree & four");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/unsubscribe?token=${encodeURIComponent(unsubscribeToken("u1"))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});

describe("the designed email", () => {
  it("lays the day out like the Daily tab, with the same text as its plain part", () => {
    const c = SAMPLE_CHARTS[2]!;
    const day = dailyHoroscope(natalChart(c.birth).chart, "2026-11-25", c.zone, c.id);
    const mail = renderEmail({ id: "u1", email: "a@example.com", name: "Ada" }, day.date, day.content);
    expect(mail.html).toContain(`font-size:24px;line-height:1.3;font-weight:700;color:#1e1b4b">${escapeHtml(day.headline)}</p>`);
    for (const s of day.sections) {
      expect(mail.html).toContain(`>${s.title}</h2><p style="margin:0 0 8px;font-size:16px;font-weight:600;line-height:1.4">${escapeHtml(s.lead)}</p>`);
      expect(mail.html).toContain(`${escapeHtml(s.text)}</p>`);
    }
    expect(mail.html).toContain(`<h2 style="margin:0 0 4px;font-size:14px">Do</h2><p style="margin:0;font-size:14px;line-height:1.5">${escapeHtml(day.advice.do)}`);
    expect(mail.html).toContain(`Don&#39;t</h2><p style="margin:0;font-size:14px;line-height:1.5">${escapeHtml(day.advice.dont)}`);
    expect(mail.html).toContain(`(your time):</strong> ${escapeHtml(day.sky)}`);
    expect(mail.text).toContain(day.content);
  });
});

describe("the daily messages in the member's language", () => {
  const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into|daily|unsubscribe|reading|settings)\b/gi;
  const words = (text: string) => text.replace(/https?:\S+/g, "").match(ENGLISH) ?? [];

  it("writes the email's own words, its date and its greeting in Spanish, Hindi and Chinese", () => {
    const cases = [
      ["es", "Tus claves del día para el domingo, 9 de marzo de 2025", "Hola, Ada:"],
      ["hi", "रविवार, 9 मार्च 2025 के लिए आपकी दैनिक अंतर्दृष्टि", "नमस्ते Ada,"],
      ["zh-Hans", "2025年3月9日星期日的每日运势", "Ada，你好："],
    ] as const;
    for (const [locale, subject, hello] of cases) {
      const mail = renderEmail({ id: "u1", email: "a@example.com", name: "Ada" }, "2025-03-09", "Uno.\n\nDos.", locale);
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(hello)).toBe(true);
      expect(words(mail.text), locale).toEqual([]);
      expect(words(mail.html.replace(/<[^>]+>/g, " ")), `${locale}: ${mail.html.replace(/<[^>]+>/g, " ")}`).toEqual([]);
      expect(mail.html).toMatch(/<a href="http:\/\/localhost:3000\/settings" style="color:#6b7280">[^<]+<\/a>/);
    }
  });

  it.each([
    { locale: "es", love: "Amor", doLabel: "Haz", dont: "Evita" },
    { locale: "pt-BR", love: "Amor", doLabel: "Faça", dont: "Evite" },
  ] as const)("names a $locale day's sections in its language in the email's text and HTML, and in the text message", ({ locale, love, doLabel, dont }) => {
    const c = SAMPLE_CHARTS[2]!;
    const day = dailyHoroscope(natalChart(c.birth).chart, "2026-11-25", c.zone, c.id, locale);
    const mail = renderEmail({ id: "u1", email: "a@example.com", name: "Ada" }, day.date, day.content, locale);
    expect(mail.text).toContain(`${love}: ${day.sections[0]!.lead}\n`);
    expect(mail.text).toContain(`${doLabel}: ${day.advice.do}\n${dont}: ${day.advice.dont}`);
    expect(mail.html).toContain(`>${love}</h2>`);
    const sms = renderSms("+5511900000000", day.date, day.content, locale).body;
    expect(sms).toContain(day.headline.slice(0, 20));
    for (const text of [mail.text, mail.html, sms]) expect(text).not.toMatch(/\b(Love|Work|Wellbeing|Do|Don't|Sky):/);
    expect(renderPush("premium", day.date, day.content, locale).body).toContain(`${doLabel}: ${day.advice.do}`);
  });

  it("names a Chinese day's sections in Chinese in the email, the text message and the push, and reads its sentences at 。", () => {
    const c = SAMPLE_CHARTS[2]!;
    const day = dailyHoroscope(natalChart(c.birth).chart, "2026-11-25", c.zone, c.id, "zh-Hans");
    const mail = renderEmail({ id: "u1", email: "a@example.com", name: "Ada" }, day.date, day.content, "zh-Hans");
    const [love, work] = day.sections;
    expect(mail.text).toContain(`爱情：${love!.lead}\n${love!.text}`);
    expect(mail.text).toContain(`宜：${day.advice.do}\n忌：${day.advice.dont}`);
    expect(mail.html).toContain(`>爱情</h2>`);
    expect(mail.text).toContain(`今日天象（你的当地时间）：${day.sky}`);
    const sms = renderSms("+8613800000000", day.date, day.content, "zh-Hans").body;
    // A one-sentence headline, then the first sentence of the next paragraph, with no space between.
    expect(sms.startsWith(`Three Skies 11月25日：${day.headline}爱情：`)).toBe(true);
    expect(sms.length).toBeLessThanOrEqual(134);
    const push = renderPush("premium", day.date, day.content, "zh-Hans");
    expect(push.title).toBe(day.headline);
    expect(push.body).toBe(`爱情：${love!.lead}\n事业：${work!.lead}\n身心健康：${day.sections[2]!.lead}\n宜：${day.advice.do}`);
    for (const text of [mail.text, mail.html, sms, push.body]) expect(text).not.toMatch(/\b(Love|Work|Wellbeing|Do|Don't|Sky):/);
  });

  it("fits a text in Hindi into two UCS-2 segments, cut at a sentence's end (।)", () => {
    const content = "चंद्रमा आज मकर राशि में है। धैर्य रखें।\n\nप्रेम: शुक्र आपके चंद्रमा से त्रिकोण बनाता है। और भी।";
    const { body } = renderSms("+919812345678", "2025-01-05", content, "hi");
    expect(body.length).toBeLessThanOrEqual(134);
    expect(body.startsWith("Three Skies 5 जन॰: चंद्रमा आज मकर राशि में है। पूरा राशिफल: ")).toBe(true);
    expect(body.endsWith("बंद करने के लिए STOP लिखकर भेजें।")).toBe(true);
  });

  it("titles a Free member's push in Chinese and labels a Premium member's do", () => {
    expect(renderPush("free", "2025-01-05", "今天很好。\n\n更多。", "zh-Hans")).toMatchObject({ title: "你的一天，1月5日", body: "今天很好。" });
    const day = dailyHoroscope(natalChart(SAMPLE_CHARTS[2]!.birth).chart, "2026-11-25", SAMPLE_CHARTS[2]!.zone, "u1");
    expect(renderPush("premium", day.date, day.content, "es").body).toContain(`Haz: ${day.advice.do}`);
  });
});

describe("backoff", () => {
  it("doubles from ten minutes", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n) / 60_000)).toEqual([10, 20, 40, 80]);
  });
});
