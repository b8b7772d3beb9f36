// The Match report's names in the reader's language: each Moon's nakshatra (both where an unknown birth
// time leaves it open) and each element-and-animal, as the chart pages name them, in the prose the engine
// writes itself; in Hindi and Chinese no Latin letter beyond the people's names.
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import { natalChart } from "./index";
import { compatibility } from "./synastry";
import { SAMPLE_COUPLES } from "./texts/samples";

const couples = SAMPLE_COUPLES.map(({ a, b }) => [{ name: a.name, natal: natalChart(a.birth) }, { name: b.name, natal: natalChart(b.birth) }] as const);

describe.each([
  { locale: "es", script: null },
  { locale: "pt-BR", script: null },
  { locale: "hi", script: /^[\p{Script=Devanagari} ]+$/u },
  { locale: "zh-Hans", script: /^\p{Script=Han}+$/u },
] as const)("the Match report in $locale", ({ locale, script }) => {
  const t = translator(locale);

  it("names the nakshatras and the element-and-animal signs as the chart pages do", () => {
    expect(couples.some(([, b]) => b.natal.vedic.nakshatraCandidates.length > 1)).toBe(true);
    for (const people of couples) {
      const { sections } = compatibility(...people, { locale });
      const [highlights] = sections.find((s) => s.id === "highlights")!.paragraphs;
      const [moons] = sections.find((s) => s.id === "vedic")!.paragraphs;
      const [animals] = sections.find((s) => s.id === "chinese")!.paragraphs;
      for (const { natal } of people) {
        for (const n of natal.vedic.nakshatraCandidates) {
          const name = t(`vedic.nakshatra.${n}`);
          if (script) expect(name).toMatch(script);
          expect(moons, n).toContain(name);
          expect(highlights, n).toContain(name);
        }
        const sign = t("chart.yearAnimal", { element: t(`astro.element.${natal.chinese.element}`), animal: t(`astro.animal.${natal.chinese.animal}`) });
        expect(highlights, sign).toContain(sign);
        expect(animals, sign).toContain(sign);
      }
      if (!script) continue;
      const text = sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.list ?? [])]).join("\n");
      expect(people.reduce((x, p) => x.replaceAll(p.name, ""), text).match(/[A-Za-z]+/g), people[0].name).toBeNull();
    }
  });
});
