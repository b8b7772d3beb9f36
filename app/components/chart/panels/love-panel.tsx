// The Love tab: the nakshatra love reading; Venus and Mars; the 5th and 7th houses and their rulers;
// the navamsa Venus; the year animal's matches.
import type { LoveHouse, LovePlanet, LoveReading } from "~/astrology/love";
import { textGlyphs } from "~/domain/format";
import { AnimalIcon } from "../animal-icon";
import { Notice, Reading, signSymbol, type Profile } from "./parts";
import { NakshatraAlternatives, UntimedDayCard } from "./unknown-time";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";

export function LovePanel({ profile }: { profile: Profile<"love"> }) {
  const candidates = profile.vedic.nakshatraCandidates ?? [];
  const love = profile.love;
  const { t, locale } = useText();
  const names = (list: readonly string[], key: string) => new Intl.ListFormat(locale).format(list.map((n) => t(`${key}.${n}`)));
  return (
    <div className="space-y-6">
      <div className="card">
        {profile.nakshatra && profile.nakshatraInsights ? (
          <>
            <h2 className="text-2xl font-semibold">{t(`vedic.nakshatra.${profile.nakshatra}`)}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.nakshatraNote")}</p>
            <div className="mt-4">
              <Reading text={profile.nakshatraInsights} />
            </div>
          </>
        ) : profile.unknownTime?.nakshatraChanges.length ? (
          <NakshatraAlternatives profile={profile} />
        ) : (
          <>
            <h2 className="text-2xl font-semibold">{t("chart.nakshatraLove")}</h2>
            <Notice className="mt-4">{t("match.love.noNakshatra", { list: candidates.length > 1 ? ` (${names(candidates, "vedic.nakshatra")})` : "" })}</Notice>
          </>
        )}
      </div>

      <Section id="love-planets" title={t("chart.venusMars")}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.venusMarsNote")}</p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <PlanetInLove body={love.venus} changed={profile.unknownTime?.bodies.Venus.signs} />
          <PlanetInLove body={love.mars} changed={profile.unknownTime?.bodies.Mars.signs} />
        </div>
      </Section>

      <Section id="love-houses" title={t("chart.houses57")}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.houses57Note")}</p>
        {love.houses.length ? (
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {love.houses.map((house) => (
              <HouseInLove key={house.house} house={house} />
            ))}
          </div>
        ) : (
          <Notice className="mt-4">{t("match.love.housesNeedTime")}</Notice>
        )}
      </Section>

      <Section
        id="love-navamsa"
        title={
          <>
            <span aria-hidden="true">{signSymbol(love.navamsaVenus.sign)} </span>
            {t("chart.navamsaVenus", { sign: t(`astro.sign.${love.navamsaVenus.sign}`) })}
          </>
        }
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.navamsaNote")}</p>
        <p className="mt-3 leading-relaxed">{love.navamsaVenus.text}</p>
      </Section>

      {love.animal ? <AnimalInLove animal={love.animal} harmonies={names(love.animal.harmonies, "astro.animal")} /> : null}
      <UntimedDayCard profile={profile} />
    </div>
  );
}

function AnimalInLove({ animal, harmonies }: { animal: NonNullable<LoveReading["animal"]>; harmonies: string }) {
  const { t } = useText();
  return (
    <section className="card" aria-labelledby="love-animal">
      <div className="flex items-center gap-4">
        <AnimalIcon animal={animal.animal} className="size-12 shrink-0 text-night-700 dark:text-gold-300" />
        <div>
          <h2 id="love-animal" className="text-xl font-semibold">
            {t("chart.animalInLove", { animal: t(`astro.animal.${animal.animal}`) })}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("chart.animalNote")}</p>
        </div>
      </div>
      <p className="mt-3 leading-relaxed">{animal.text}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {[
          [t("chart.harmony3"), harmonies, t("match.love.harmonyNote")],
          [t("chart.harmony6"), t(`astro.animal.${animal.secretFriend}`), t("match.love.friendNote")],
          [t("chart.clash"), t(`astro.animal.${animal.clash}`), t("match.love.clashNote")],
        ].map(([term, value, note]) => (
          <div key={term} className="rounded-lg border border-night-200 p-3 dark:border-night-800">
            <dt className="text-sm font-semibold">{term}</dt>
            <dd className="mt-1">{value}</dd>
            <dd className="hint">{note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PlanetInLove({ body, changed }: { body: LovePlanet; changed?: readonly string[] }) {
  const { t } = useText();
  const [planet, sign] = [t(`astro.planet.${body.planet}`), t(`astro.sign.${body.sign}`)];
  return (
    <div>
      <h3 className="text-lg font-semibold">
        <span aria-hidden="true">{signSymbol(body.sign)} </span>
        {t(body.house ? "match.love.planetHouse" : "match.love.planet", { planet, sign, house: t(`match.love.nth.${body.house}`) })}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {textGlyphs(`${body.degree} ${sign}`)}
        {body.retrograde ? t("astro.markRetrograde") : ""}
      </p>
      {changed && changed.length > 1 ? (
        <p className="mt-2 text-sm">
          {t("match.love.changed", { planet, signs: changed.map((n) => t(`astro.sign.${n}`)).join(t("chart.or")) })}
        </p>
      ) : null}
      <p className="mt-2 leading-relaxed">{body.signText}</p>
      {body.houseText ? <p className="mt-2 leading-relaxed">{body.houseText}</p> : null}
      {body.aspects.length ? (
        <ul className="mt-3 space-y-2">
          {body.aspects.map((aspect) => (
            <li key={`${aspect.with}-${aspect.type}`} className="text-sm">
              <span className="font-semibold">{`${planet} ${t(`astro.aspect.${aspect.type}`)} ${t(`astro.planet.${aspect.with}`)}`}</span>{" "}
              <span className="text-slate-600 dark:text-slate-300">{t("match.love.orb", { orb: aspect.orb.toFixed(1) })}</span>: {aspect.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("match.love.noAspect", { planet })}</p>
      )}
    </div>
  );
}

function HouseInLove({ house }: { house: LoveHouse }) {
  const { t } = useText();
  return (
    <div>
      <h3 className="text-lg font-semibold">
        <span aria-hidden="true">{signSymbol(house.sign)} </span>
        {t("match.love.house", { house: house.house, sign: t(`astro.sign.${house.sign}`) })}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("match.love.ruledBy", { ruler: t(`astro.planet.${house.ruler}`) })}</p>
      <p className="mt-2 leading-relaxed">{house.text}</p>
      <p className="mt-2 leading-relaxed">{house.rulerText}</p>
    </div>
  );
}
