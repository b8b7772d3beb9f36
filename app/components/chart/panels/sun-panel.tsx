// The Sun tab: the Sun sign reading and the twelve signs.
import type { ReactNode } from "react";
import { SIGN_INFO } from "~/astrology/constants";
import { Reading, signSymbol, type Profile } from "./parts";
import { useText } from "~/i18n/text-context";

/** The twelve signs (or animals) with their icons, the member's own marked. */
export function ZodiacGrid({ label, kind, names, current, icon, className = "" }: {
  label: string;
  kind: "sign" | "animal";
  names: readonly string[];
  current: string;
  icon: (name: string, mine: boolean) => ReactNode;
  className?: string;
}) {
  const { t } = useText();
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={label}>
      {names.map((name) => {
        const mine = name === current;
        return (
          <li
            key={name}
            aria-current={mine ? "true" : undefined}
            className={`${className} rounded-lg border p-2 text-center text-sm ${mine ? "border-night-600 bg-night-100 font-semibold dark:border-gold-300 dark:bg-night-900" : "border-night-200 dark:border-night-800"}`}
          >
            {icon(name, mine)}
            {t(`astro.${kind}.${name}`)}
          </li>
        );
      })}
    </ul>
  );
}

export function SunPanel({ profile }: { profile: Profile<"sun"> }) {
  const info = SIGN_INFO.find((s) => s.name === profile.sunSign);
  const { t } = useText();
  return (
    <div className="space-y-6">
      <div className="card">
        <h2 className="text-2xl font-semibold">
          <span aria-hidden="true">{signSymbol(profile.sunSign)} </span>
          {t("chart.sunIn", { sign: t(`astro.sign.${profile.sunSign}`) })}
        </h2>
        {info ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("chart.signFacts", { element: t(`chart.element.${info.element}`), modality: t(`chart.modality.${info.modality}`), ruler: t(`astro.planet.${info.ruler}`) })}
          </p>
        ) : null}
        <div className="mt-4">
          <Reading text={profile.sunInsights} />
        </div>
      </div>
      <div className="card">
        <h3 className="text-lg font-semibold">{t("chart.twelveSigns")}</h3>
        <ZodiacGrid
          label={t("chart.twelveSignsLabel")}
          kind="sign"
          names={SIGN_INFO.map((sign) => sign.name)}
          current={profile.sunSign}
          icon={(name) => (
            <span aria-hidden="true" className="block text-2xl">
              {signSymbol(name)}
            </span>
          )}
        />
      </div>
    </div>
  );
}
