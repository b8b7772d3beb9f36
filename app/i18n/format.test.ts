// A plan's price per its interval in each language: Intl's currency, the catalog's interval word.
import { describe, expect, it } from "vitest";
import { PLANS } from "~/schemas/billing";
import { translator } from "./messages.server";
import { pricePer } from "./format";

describe("a plan's price in a language", () => {
  it.each([
    { locale: "en" as const, monthly: "$14.99 / month", yearly: "$119 / year" },
    { locale: "es" as const, monthly: "14,99\u00a0US$ / mes", yearly: "119\u00a0US$ / año" },
    { locale: "pt-BR" as const, monthly: "US$\u00a014,99 / mês", yearly: "US$\u00a0119 / ano" },
    { locale: "hi" as const, monthly: "$14.99 / माह", yearly: "$119 / वर्ष" },
    { locale: "zh-Hans" as const, monthly: "US$14.99／月", yearly: "US$119／年" },
  ])("$locale: $monthly, $yearly", ({ locale, monthly, yearly }) => {
    expect(pricePer(PLANS.monthly, locale, translator(locale))).toBe(monthly);
    expect(pricePer(PLANS.yearly, locale, translator(locale))).toBe(yearly);
  });
});
