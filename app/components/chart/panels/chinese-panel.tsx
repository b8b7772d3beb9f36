// The Chinese tab: year animal, four pillars, day master, element balance, then luck and annual pillars
// and hidden stems. The animals are the product's own icons; names in English and pinyin (no CJK font).
import { ANIMALS } from "~/astrology/constants";
import { AnimalIcon } from "../animal-icon";
import { FourPillarsCard } from "./four-pillars";
import { ZodiacGrid } from "./sun-panel";
import { AnnualPillarsSection, HiddenStemsSection, LuckPillarsSection } from "./luck-pillars";
import { Fact } from "~/components/ui/section";
import { Reading, type ChartActionData, type Profile } from "./parts";

export function ChinesePanel({ profile, actionData }: { profile: Profile<"chinese">; actionData: ChartActionData | undefined }) {
  const z = profile.chinese;
  return (
    <div className="space-y-6">
      <div className="card">
        <div className="flex items-center gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-night-100 text-night-800 ring-1 ring-night-200 dark:bg-night-900 dark:text-gold-300 dark:ring-night-700">
            <AnimalIcon animal={z.animal} className="size-14" />
          </span>
          <div>
            <h2 className="text-2xl font-semibold">
              {z.element} {z.animal}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {z.yinYang} · year of the {z.animal} from {z.lunarYear}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {[
            ["Animal", z.animal],
            ["Element", z.element],
            ["Yin / Yang", z.yinYang],
            ["Lunar year", z.lunarYear],
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
        <h3 className="text-lg font-semibold">The Twelve Animals</h3>
        <ZodiacGrid
          label="The twelve Chinese zodiac animals"
          names={ANIMALS}
          current={z.animal}
          className="flex flex-col items-center gap-1"
          icon={(name, mine) => <AnimalIcon animal={name} className={`size-9 ${mine ? "text-night-800 dark:text-gold-300" : "text-night-600 dark:text-night-300"}`} />}
        />
      </div>
    </div>
  );
}
