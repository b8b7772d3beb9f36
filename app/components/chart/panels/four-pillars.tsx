// The Chinese tab's Four Pillars card: the pillars as a table (stems and branches named in the member's
// language, in characters in Chinese; each branch with its animal's icon), the day master and the element balance.
import { AnimalIcon } from "../animal-icon";
import { PILLARS } from "./luck-pillars";
import type { Profile } from "./parts";
import { Section } from "~/components/ui/section";
import { banks } from "~/astrology/texts/banks";
import { useText } from "~/i18n/text-context";

const ELEMENTS = ["Wood", "Fire", "Earth", "Metal", "Water"] as const;
const BAR: Record<(typeof ELEMENTS)[number], string> = {
  Wood: "bg-emerald-600",
  Fire: "bg-rose-600",
  Earth: "bg-amber-500",
  Metal: "bg-slate-400",
  Water: "bg-sky-700",
};

export function FourPillarsCard({ profile }: { profile: Profile<"chinese"> }) {
  const { t, locale } = useText();
  const { DAY_MASTER_TEXTS, ELEMENT_NOTES } = banks(locale).bazi;
  const word = (kind: string, name: string) => t(`astro.${kind}.${name}`);
  const c = profile.chinese;
  if (!c.pillars) return null;
  const columns = PILLARS.map((key) => ({ key, pillar: c.pillars[key] }));
  const total = ELEMENTS.reduce((sum, e) => sum + (c.elements[e] ?? 0), 0) || 1;
  const max = Math.max(...ELEMENTS.map((e) => c.elements[e] ?? 0));
  const strongest = ELEMENTS.filter((e) => c.elements[e] === max);
  const missing = ELEMENTS.filter((e) => !c.elements[e]);
  return (
    <Section id="four-pillars" title={t("chart.pillarsTitle")} titleClassName="text-2xl font-semibold" intro={t("chart.pillarsIntro")}>
      <div className="scroll-cue mt-4">
        <table className="w-full table-fixed text-center text-xs sm:text-sm">
          <caption className="sr-only">{t("chart.pillarsCaption")}</caption>
          <thead>
            <tr className="border-b border-night-200 dark:border-night-800">
              <td className="w-14 sm:w-20" />
              {columns.map((col) => (
                <th key={col.key} scope="col" className="py-2 font-semibold">
                  {t(`chart.pillar.${col.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-night-100 dark:border-night-900">
              <th scope="row" className="py-2 text-left font-medium">
                {t("chart.stem")}
              </th>
              {columns.map((col) => (
                <td key={col.key} className="py-2" data-pillar={col.key}>
                  {col.pillar ? (
                    <>
                      <span className="block font-display text-2xl font-semibold">{word("stem", col.pillar.stem)}</span>
                      <span className="text-slate-700 dark:text-slate-300">{t("astro.polarElement", { yinYang: word("yinYang", col.pillar.yinYang), element: word("element", col.pillar.element) })}</span>
                    </>
                  ) : (
                    t("chart.fact.unknown")
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 text-left font-medium">
                {t("chart.branch")}
              </th>
              {columns.map((col) => (
                <td key={col.key} className="py-2">
                  {col.pillar ? (
                    <>
                      <AnimalIcon animal={col.pillar.animal} className="mx-auto size-9 text-night-700 dark:text-gold-300" />
                      <span className="block font-display text-lg font-semibold">{word("branch", col.pillar.branch)}</span>
                      <span className="text-slate-700 dark:text-slate-300">{`${word("animal", col.pillar.animal)} · ${word("element", col.pillar.branchElement)}`}</span>
                    </>
                  ) : (
                    t("chart.needsTime")
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 text-lg font-semibold">
        {t("chart.dayMaster", { yinYang: word("yinYang", c.dayMaster.yinYang), element: word("element", c.dayMaster.element), stem: word("stem", c.dayMaster.stem) })}
      </h3>
      <p className="mt-1 text-sm leading-relaxed">{DAY_MASTER_TEXTS[c.dayMaster.stem]}</p>
      <h3 className="mt-6 text-lg font-semibold">{t("chart.elementBalance")}</h3>
      <div className="mt-2 flex h-4 overflow-hidden rounded-full bg-night-100 dark:bg-night-900" aria-hidden="true">
        {ELEMENTS.map((e) => (c.elements[e] ? <div key={e} className={BAR[e]} style={{ width: `${(c.elements[e] / total) * 100}%` }} title={word("element", e)} /> : null))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("chart.elementsLabel")}>
        {ELEMENTS.map((e) => (
          <li key={e} data-element={e}>
            <span aria-hidden="true" className={`mr-1 inline-block h-3 w-3 rounded-sm align-middle ${BAR[e]}`} />
            {`${word("element", e)} ${c.elements[e] ?? 0}`}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        {strongest.map((e) => ELEMENT_NOTES[e]!.strong).join(" ")} {missing.map((e) => ELEMENT_NOTES[e]!.missing).join(" ")}
      </p>
    </Section>
  );
}
