// The Planets tab's yogas card: each yoga of the set whose rule holds, with its rule, the planets that
// make it and a short reading (Premium); without a birth time, the yogas counted from the lagna are not claimed.
import { YOGA_KINDS, type Yoga } from "~/astrology/yogas";
import { Notice, PremiumLock } from "./parts";
import { Section } from "~/components/ui/section";
import { banks } from "~/astrology/texts/banks";
import { useText } from "~/i18n/text-context";

export function YogasSection({ yogas, premium, timeKnown }: { yogas: Yoga[]; premium: boolean; timeKnown: boolean }) {
  const { t, locale } = useText();
  const { yogas: { YOGA_MEANINGS, YOGA_NAMES, YOGA_RULES }, lexicon } = banks(locale);
  const kinds = YOGA_KINDS.filter((kind) => yogas.some((y) => y.kind === kind));
  return (
    <Section id="yogas" title={t("chart.yogas")} titleClassName="text-2xl font-semibold" intro={t("chart.yogasIntro")}>
      {!timeKnown ? (
        <Notice className="mt-3">{t("chart.yogasNoLagna")}</Notice>
      ) : null}
      {!premium ? (
        <PremiumLock text="chart.yogasLocked" />
      ) : kinds.length === 0 ? (
        <p className="mt-4 text-sm">{t("chart.yogasNone")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {kinds.map((kind) => {
            const found = yogas.filter((y) => y.kind === kind);
            const cancelled = kind === "kemadruma" && (found[0]?.cancellations?.length ?? 0) > 0;
            return (
              <li key={kind} data-yoga={kind}>
                <h3 className="font-semibold">
                  {YOGA_NAMES[kind]}
                  {cancelled ? <span className="font-normal">{t("chart.yogaCancelled")}</span> : null}
                </h3>
                <p className="text-sm italic text-slate-600 dark:text-slate-300">{t("chart.yogaRule", { rule: YOGA_RULES[kind] })}</p>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {found.map((y) => (
                    <li key={y.detail}>
                      {y.detail}
                      {y.cancellations?.length ? t("chart.yogaCancelledBy", { why: y.cancellations.join(lexicon.gap) }) : null}
                    </li>
                  ))}
                </ul>
                {!cancelled ? <p className="mt-1 text-sm leading-relaxed">{YOGA_MEANINGS[kind]}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
