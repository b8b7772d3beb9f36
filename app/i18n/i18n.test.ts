import { describe, expect, it } from "vitest";
import { LOCALES, localizedPath, negotiateLocale, splitLocalePath } from "./locales";
import { catalogKeys, message } from "./messages.server";
import { IntlMessageFormat } from "intl-messageformat";
import { CATALOGS } from "./catalogs";
import { REGISTER_EMAIL_WORDING } from "~/domain/consent";

describe("locale addresses", () => {
  it("splits a localized path and builds it back", () => {
    expect(splitLocalePath("/es/horoscope/leo")).toEqual({ locale: "es", path: "/horoscope/leo" });
    expect(splitLocalePath("/zh")).toEqual({ locale: "zh-Hans", path: "/" });
    expect(splitLocalePath("/pt")).toEqual({ locale: "pt-BR", path: "/" });
    expect(splitLocalePath("/esoteric")).toEqual({ locale: "en", path: "/esoteric" });
    expect(splitLocalePath("/hindi/x")).toEqual({ locale: "en", path: "/hindi/x" });
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/sky", "pt-BR")).toBe("/pt/sky");
    expect(localizedPath("/sky", "en")).toBe("/sky");
  });

  it("negotiates Accept-Language by weight", () => {
    expect(negotiateLocale("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale("hi-IN")).toBe("hi");
    expect(negotiateLocale("fr-FR, pt-PT;q=0.5")).toBe("pt-BR");
    expect(negotiateLocale("de, en;q=0.1, zh-CN;q=0.9")).toBe("zh-Hans");
    expect(negotiateLocale("en-GB, hi;q=0.9")).toBe("en");
    expect(negotiateLocale("fr")).toBe("en");
    expect(negotiateLocale("es;q=0, hi;q=0.2")).toBe("hi");
    expect(negotiateLocale(null)).toBe("en");
  });
});

/** The names of a message's arguments, plural and select branches included. */
function argumentsOf(ast: readonly unknown[], names = new Set<string>()): Set<string> {
  for (const node of ast as { value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
    if (typeof node.value === "string" && "type" in node && (node as { type: number }).type !== 0) names.add(node.value);
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, names);
  }
  return names;
}

describe("catalogs", () => {
  const english = new Set(catalogKeys("en"));
  it.each(LOCALES.filter((l) => l !== "en"))("%s holds exactly the English keys", (locale) => {
    expect(new Set(catalogKeys(locale))).toEqual(english);
  });

  it.each(LOCALES)("every %s message parses as ICU and uses only the English arguments", (locale) => {
    for (const [ns, messages] of Object.entries(CATALOGS[locale])) {
      for (const [key, text] of Object.entries(messages)) {
        const args = (t: string) => argumentsOf(new IntlMessageFormat(t, locale).getAst());
        expect(() => new IntlMessageFormat(text, locale), `${ns}.${key}`).not.toThrow();
        for (const arg of args(text)) expect(args(CATALOGS.en[ns][key]).has(arg), `${locale} ${ns}.${key} {${arg}}`).toBe(true);
      }
    }
  });

  it("formats in the locale and refuses an unknown key", () => {
    expect(message("hi", "common.language")).toBe("भाषा");
    expect(() => message("en", "common.nope")).toThrow(/common.nope/);
  });
});

describe("the English catalogs", () => {
  it("keep the consent wording recorded when an address is confirmed", () => {
    expect(message("en", "auth.emailWording")).toBe(REGISTER_EMAIL_WORDING);
  });
});
