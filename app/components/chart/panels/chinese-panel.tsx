// The Chinese tab: year animal, four pillars, day master, element balance, then luck and annual pillars
// and hidden stems. The animals are the product's own icons; names in the member's language.
import { ANIMALS } from "~/astrology/constants";
import { AnimalIcon } from "../animal-icon";
import { FourPillarsCard } from "./four-pillars";
import { ZodiacGrid } from "./sun-panel";
import { AnnualPillarsSection, HiddenStemsSection, LuckPillarsSection } from "./luck-pillars";
import { Fact } from "~/components/ui/section";
import { Reading, type ChartActionData, type Profile } from "./parts";
import { useText } from "~/i18n/text-context";

export function ChinesePanel({ profile, actionData }: { profile: Profile<"chinese">; actionData: ChartActionData | undefined }) {
  const z = profile.chinese;
  const { t } = useText();
  const animal = t(`astro.animal.${z.animal}`);
  const element = t(`astro.element.${z.element}`);
  const yinYang = t(`astro.yinYang.${z.yinYang}`);
  return (
    <div className="space-y-6">
      <div className="card">
        <div className="flex items-center gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-night-100 text-night-800 ring-1 ring-night-200 dark:bg-night-900 dark:text-gold-300 dark:ring-night-700">
            <AnimalIcon animal={z.animal} className="size-14" />
          </span>
          <div>
            <h2 className="text-2xl font-semibold">{t("chart.yearAnimal", { element, animal })}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t("chart.yearOf", { yinYang, animal, year: z.lunarYear })}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {[
            [t("chart.fact.animal"), animal],
            [t("chart.fact.element"), element],
            [t("chart.fact.yinYang"), yinYang],
            [t("chart.fact.lunarYear"), z.lunarYear],
          ].map(([term, value]) => (
            <div key={term}>
              <Fact term={term} className="font-semibold">
                {value}
              </Fact>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <Reading text={profile.chineseInsights} />
        </div>
      </div>
      <FourPillarsCard profile={profile} />
      <LuckPillarsSection chinese={profile.chinese} sex={profile.sex} actionData={actionData} />
      <AnnualPillarsSection chinese={profile.chinese} />
      <HiddenStemsSection chinese={profile.chinese} />
      <div className="card">
        <h3 className="text-lg font-semibold">{t("chart.twelveAnimals")}</h3>
        <ZodiacGrid
          label={t("chart.twelveAnimalsLabel")}
          kind="animal"
          names={ANIMALS}
          current={z.animal}
          className="flex flex-col items-center gap-1"
          icon={(name, mine) => <AnimalIcon animal={name} className={`size-9 ${mine ? "text-night-800 dark:text-gold-300" : "text-night-600 dark:text-night-300"}`} />}
        />
      </div>
    </div>
  );
}
