// The Chinese tab: the year animal, the four pillars, the day master and the element balance.
import { ANIMAL_INFO } from "~/astrology/constants";
import { FourPillarsCard } from "./four-pillars";
import { Reading, type Profile } from "./parts";

export function ChinesePanel({ profile }: { profile: Profile }) {
  const z = profile.chinese;
  const animal = ANIMAL_INFO.find((a) => a.name === z.animal);
  return (
    <div className="space-y-6">
      <div className="card">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="text-5xl">
            {animal?.emoji}
          </span>
          <div>
            <h2 className="text-2xl font-semibold">
              {z.element} {z.animal}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <span lang="zh">{animal?.character}</span> · {z.yinYang} · symbol {z.symbol}
            </p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Animal</dt>
            <dd className="font-semibold">{z.animal}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Element</dt>
            <dd className="font-semibold">{z.element}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Yin / Yang</dt>
            <dd className="font-semibold">{z.yinYang}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Symbol</dt>
            <dd className="font-semibold">{z.symbol}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <Reading text={profile.chineseInsights} />
        </div>
      </div>
      <FourPillarsCard profile={profile} />
      <div className="card">
        <h3 className="text-lg font-semibold">The Twelve Animals</h3>
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="The twelve Chinese zodiac animals">
          {ANIMAL_INFO.map((a) => {
            const mine = a.name === z.animal;
            return (
              <li
                key={a.name}
                aria-current={mine ? "true" : undefined}
                className={`rounded-lg border p-2 text-center text-sm ${mine ? "border-night-600 bg-night-100 font-semibold dark:border-gold-300 dark:bg-night-900" : "border-night-200 dark:border-night-800"}`}
              >
                <span aria-hidden="true" className="block text-2xl">
                  {a.emoji}
                </span>
                {a.name}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
