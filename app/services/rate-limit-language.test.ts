// Messages built with values, as a form shows them: the /api's English words (the specification's), and
// the same message in each language from the `forms` catalog by the key and values it carries, its
// counts in the language's plurals.
import { describe, expect, it } from "vitest";
import type { Keyed } from "~/domain/errors";
import type { Locale } from "~/i18n/locales";
import { formMessage, message } from "~/i18n/messages.server";
import { tooManyMessage } from "./rate-limit.server";
import { regenerationLimitMessage } from "./profile.server";

const inForm = (locale: Locale, keyed: Keyed) => formMessage(locale, keyed.text, keyed);

describe("the rate limit's wait", () => {
  it("in English, the largest unit that reads well, one or many", () => {
    expect([890, 1, 45, 60, 61, 3600, 7200].map((seconds) => tooManyMessage(seconds).text)).toEqual([
      "Too many requests. Please try again in 15 minutes.",
      "Too many requests. Please try again in 1 second.",
      "Too many requests. Please try again in 45 seconds.",
      "Too many requests. Please try again in 1 minute.",
      "Too many requests. Please try again in 2 minutes.",
      "Too many requests. Please try again in 1 hour.",
      "Too many requests. Please try again in 2 hours.",
    ]);
    // The catalog's English says the same words, so the other languages translate what English says.
    for (let seconds = 1; seconds <= 7200; seconds += 7) {
      const keyed = tooManyMessage(seconds);
      expect(message("en", `forms.${keyed.key}`, keyed.values)).toBe(keyed.text);
      expect(inForm("en", keyed)).toBe(keyed.text);
    }
  });

  it.each([
    ["es", ["Demasiadas solicitudes. Vuelve a intentarlo dentro de 1 segundo.", "Demasiadas solicitudes. Vuelve a intentarlo dentro de 15 minutos.", "Demasiadas solicitudes. Vuelve a intentarlo dentro de 1 hora.", "Demasiadas solicitudes. Vuelve a intentarlo dentro de 2 horas."]],
    ["pt-BR", ["Muitas solicitações. Tente novamente em 1 segundo.", "Muitas solicitações. Tente novamente em 15 minutos.", "Muitas solicitações. Tente novamente em 1 hora.", "Muitas solicitações. Tente novamente em 2 horas."]],
    ["hi", ["बहुत अधिक अनुरोध। कृपया 1 सेकंड बाद फिर से प्रयास करें।", "बहुत अधिक अनुरोध। कृपया 15 मिनट बाद फिर से प्रयास करें।", "बहुत अधिक अनुरोध। कृपया 1 घंटे बाद फिर से प्रयास करें।", "बहुत अधिक अनुरोध। कृपया 2 घंटे बाद फिर से प्रयास करें।"]],
    ["zh-Hans", ["请求过于频繁。请在 1 秒后重试。", "请求过于频繁。请在 15 分钟后重试。", "请求过于频繁。请在 1 小时后重试。", "请求过于频繁。请在 2 小时后重试。"]],
  ] as const)("in %s, one and many", (locale, said) => {
    expect([1, 890, 3600, 7200].map((seconds) => inForm(locale, tooManyMessage(seconds)))).toEqual(said);
  });
});

describe("the free regenerations' limit", () => {
  const next = new Date("2026-12-05T23:30:00Z");
  it("names the day it lifts in each language, the /api's English unchanged", () => {
    const keyed = regenerationLimitMessage(next);
    expect(keyed.text).toBe("Free accounts can regenerate their natal chart 3 times in 30 days. You can regenerate again on December 5, 2026. Upgrade to Premium for unlimited regenerations.");
    expect(message("en", "forms.regenerationLimit", { times: 3, days: 30, date: next })).toBe(keyed.text);
    expect(inForm("es", keyed)).toContain("el 5 de diciembre de 2026.");
    expect(inForm("pt-BR", keyed)).toContain("em 5 de dezembro de 2026.");
    expect(inForm("hi", keyed)).toContain("5 दिसंबर 2026 को");
    expect(inForm("zh-Hans", keyed)).toContain("在 2026年12月5日 再次生成");
  });
});

describe("the key travels with the message, not beside it", () => {
  it("English words alone are not remembered: without its key a message with values stays as written", () => {
    for (const keyed of [tooManyMessage(890), regenerationLimitMessage(new Date("2026-12-05T00:00:00Z"))]) {
      expect(inForm("hi", keyed)).not.toBe(keyed.text);
      expect(formMessage("hi", keyed.text)).toBe(keyed.text);
      // A key given for another text does not say this one.
      expect(formMessage("hi", "Something else.", keyed)).toBe("Something else.");
    }
  });
});
