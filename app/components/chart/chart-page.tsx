/**
 * The signed-in main screen (spec §2 "/profile"): onboarding without a profile, else "Your Natal Chart"
 * with 8 tabs. Tabs are links (?tab=sun) rendered on the server; with JavaScript they navigate without a
 * reload and the arrow keys move between them (WAI-ARIA tabs pattern).
 */
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { ANIMAL_INFO, OUTER_LIST, PLANET_GLYPHS, PLANET_MEANINGS, SIGN_INFO, type Planet } from "~/astrology/constants";
import { AppHeader } from "~/components/site-header";
import type { ChartActionData, ChartPageLoaderData } from "~/services/chart-page.server";
import type { RootUser } from "~/root-data";
import { BirthDetailsForm } from "./birth-form";
import { CompatibilityPanel } from "./compatibility-panel";
import { TAB_LABELS, TABS, formatCoordinates, type Tab } from "./types";
import { ChartWheel } from "./wheel";

type ChartData = Extract<ChartPageLoaderData, { view: "chart" }>;
type Profile = ChartData["profile"];

export function ChartScreen({ user, loaderData, actionData }: { user: RootUser; loaderData: ChartPageLoaderData; actionData: ChartActionData | undefined }) {
  return (
    <>
      <AppHeader user={user} />
      {loaderData.view === "onboarding" ? <Onboarding actionData={actionData} /> : <ChartView data={loaderData} actionData={actionData} />}
    </>
  );
}

function Onboarding({ actionData }: { actionData: ChartActionData | undefined }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <div className="card">
        <h1 className="text-2xl font-semibold">Your Birth Details</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Enter your birth information to generate your personalized natal chart.</p>
        <div className="mt-6">
          <BirthDetailsForm actionData={actionData} />
        </div>
      </div>
    </main>
  );
}

function ChartView({ data, actionData }: { data: ChartData; actionData: ChartActionData | undefined }) {
  const { tab } = data;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-semibold">Your Natal Chart</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {data.profile.sunSign} Sun · {data.profile.moonSign ? `${data.profile.moonSign} Moon` : "Moon sign needs a birth time"} ·{" "}
        {data.profile.ascendantSign ? `${data.profile.ascendantSign} rising` : "Ascendant needs a birth time"} · {data.profile.chinese.element}{" "}
        {data.profile.chineseSign}
      </p>
      <TabList current={tab} />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0} className="mt-6 focus:outline-none">
        <Panel data={data} actionData={actionData} />
      </section>
      {!data.premium ? <PremiumPromo /> : null}
    </main>
  );
}

function TabList({ current }: { current: Tab }) {
  const navigate = useNavigate();
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  function onKeyDown(event: React.KeyboardEvent) {
    const index = TABS.indexOf(current);
    const next =
      event.key === "ArrowRight" ? TABS[(index + 1) % TABS.length] : event.key === "ArrowLeft" ? TABS[(index - 1 + TABS.length) % TABS.length] : event.key === "Home" ? TABS[0] : event.key === "End" ? TABS[TABS.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    refs.current[next]?.focus();
    navigate(`?tab=${next}`, { preventScrollReset: true });
  }
  return (
    <div role="tablist" aria-label="Natal chart sections" className="mt-6 flex gap-1 overflow-x-auto rounded-xl bg-night-100 p-1 dark:bg-night-950" onKeyDown={onKeyDown}>
      {TABS.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            to={`?tab=${tab}`}
            preventScrollReset
            role="tab"
            id={`tab-${tab}`}
            aria-selected={selected}
            aria-controls={selected ? `panel-${tab}` : undefined}
            tabIndex={selected ? 0 : -1}
            className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
              selected
                ? "bg-white text-night-900 shadow-sm dark:bg-night-700 dark:text-white"
                : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-night-900"
            }`}
          >
            {TAB_LABELS[tab]}
          </Link>
        );
      })}
    </div>
  );
}

function Panel({ data, actionData }: { data: ChartData; actionData: ChartActionData | undefined }) {
  const p = data.profile;
  switch (data.tab) {
    case "birth":
      return <BirthPanel data={data} actionData={actionData} />;
    case "sun":
      return <SunPanel profile={p} />;
    case "chinese":
      return <ChinesePanel profile={p} />;
    case "moon":
      return <MoonPanel profile={p} />;
    case "planets":
      return <PlanetsPanel profile={p} />;
    case "love":
      return <LovePanel profile={p} />;
    case "compatibility":
      return <CompatibilityPanel premium={data.premium} actionData={actionData} />;
    case "daily":
      return <DailyPanel daily={data.daily} />;
  }
}

/** Engine texts: a heading line, then paragraphs separated by blank lines. */
function Reading({ text }: { text: string }) {
  const [head, ...rest] = text.split("\n\n");
  return (
    <div className="space-y-3">
      <p className="font-semibold">{head}</p>
      {rest.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line leading-relaxed text-slate-800 dark:text-slate-200">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      {children}
    </p>
  );
}

function degrees(degree: number) {
  const whole = Math.floor(degree);
  const minutes = Math.floor((degree - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, "0")}′`;
}

function signSymbol(sign: string | null | undefined) {
  return SIGN_INFO.find((s) => s.name === sign)?.symbol ?? "";
}

function BirthPanel({ data, actionData }: { data: ChartData; actionData: ChartActionData | undefined }) {
  const p = data.profile;
  const c = p.chart;
  if (data.editing || actionData?.intent === "save-profile" || (actionData?.intent === "search-place" && actionData.scope === "birth")) {
    return (
      <div className="card max-w-xl">
        <h2 className="text-2xl font-semibold">Edit Birth Details</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your chart, insights and daily guidance are recalculated from the new details.
          {data.regenerationsLeft !== null
            ? ` Free accounts can regenerate 3 times in 30 days: ${data.regenerationsLeft} left.`
            : ""}
        </p>
        <div className="mt-6">
          <BirthDetailsForm
            actionData={actionData}
            regenerate
            submitLabel="Regenerate My Natal Chart"
            defaults={{ birthDate: p.birthDate, birthTime: p.birthTime, birthPlace: p.birthPlace, birthLatitude: p.birthLatitude, birthLongitude: p.birthLongitude }}
          />
        </div>
        <Link to="?tab=birth" className="link mt-4 inline-block text-sm">
          Cancel
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
      <div className="card">
        <h2 className="text-xl font-semibold">Birth Details</h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600 dark:text-slate-300">Date</dt>
          <dd>{p.birthDate}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Time</dt>
          <dd>{p.birthTime ?? "Unknown"}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Place</dt>
          <dd>{p.birthPlace}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Coordinates</dt>
          <dd>{formatCoordinates(Number(p.birthLatitude), Number(p.birthLongitude))}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-300">Time zone</dt>
          <dd>
            {c.timezone === "LMT" ? `Local mean time (${c.ianaZone})` : c.timezone} · {c.zoneAbbreviation} ({data.offsetLabel})
          </dd>
          {c.timeRule ? (
            <>
              <dt className="font-medium text-slate-600 dark:text-slate-300">Clock rule</dt>
              <dd>{c.timeRule}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600 dark:text-slate-300">Universal time</dt>
          <dd>
            {c.utc.slice(0, 10)} {c.utc.slice(11, 16)} UT
          </dd>
        </dl>
        {c.timeNote ? <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{c.timeNote}</p> : null}
        <h3 className="mt-6 text-lg font-semibold">Big Three</h3>
        <ul className="mt-2 space-y-1 text-sm">
          <li>
            <span aria-hidden="true">{signSymbol(p.sunSign)} </span>Sun in {p.sunSign}
          </li>
          <li>{p.moonSign ? <><span aria-hidden="true">{signSymbol(p.moonSign)} </span>Moon in {p.moonSign}</> : "Moon: an exact birth time is needed"}</li>
          <li>
            {p.ascendantSign ? <><span aria-hidden="true">{signSymbol(p.ascendantSign)} </span>{p.ascendantSign} rising</> : "Ascendant: an exact birth time is needed"}
          </li>
        </ul>
        <Link to="?tab=birth&edit=1" className="btn-outline mt-6">
          Edit Birth Details
        </Link>
      </div>
      <div className="card">
        <h2 className="sr-only">Chart wheel</h2>
        <ChartWheel chart={c} title={`Natal chart wheel for ${p.birthDate}${p.birthTime ? ` ${p.birthTime}` : ""}, ${p.birthPlace}`} />
        {!c.houses ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">Houses and the Ascendant appear when an exact birth time is known.</p> : null}
        {c.houseNote ? <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">{c.houseNote}</p> : null}
        <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">
          <span className="text-sky-700 dark:text-sky-300">Solid blue</span>: trine and sextile ·{" "}
          <span className="text-rose-700 dark:text-rose-300">dashed red</span>: square and opposition
        </p>
      </div>
    </div>
  );
}

function SignGrid({ current }: { current: string }) {
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="The twelve Western signs">
      {SIGN_INFO.map((sign) => {
        const mine = sign.name === current;
        return (
          <li
            key={sign.name}
            aria-current={mine ? "true" : undefined}
            className={`rounded-lg border p-2 text-center text-sm ${mine ? "border-night-600 bg-night-100 font-semibold dark:border-gold-300 dark:bg-night-900" : "border-night-200 dark:border-night-800"}`}
          >
            <span aria-hidden="true" className="block text-2xl">
              {sign.symbol}
            </span>
            {sign.name}
          </li>
        );
      })}
    </ul>
  );
}

function SunPanel({ profile }: { profile: Profile }) {
  const info = SIGN_INFO.find((s) => s.name === profile.sunSign);
  return (
    <div className="space-y-6">
      <div className="card">
        <h2 className="text-2xl font-semibold">
          <span aria-hidden="true">{info?.symbol} </span>Sun in {profile.sunSign}
        </h2>
        {info ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {info.element} sign · {info.modality} · ruled by {info.ruler}
          </p>
        ) : null}
        <div className="mt-4">
          <Reading text={profile.sunInsights} />
        </div>
      </div>
      <div className="card">
        <h3 className="text-lg font-semibold">The Twelve Signs</h3>
        <SignGrid current={profile.sunSign} />
      </div>
    </div>
  );
}

function ChinesePanel({ profile }: { profile: Profile }) {
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

function MoonPanel({ profile }: { profile: Profile }) {
  const candidates = profile.chart.moonSignCandidates ?? [];
  return (
    <div className="space-y-6">
      <div className="card">
        {profile.moonSign && profile.moonInsights ? (
          <>
            <h2 className="text-2xl font-semibold">
              <span aria-hidden="true">{signSymbol(profile.moonSign)} </span>Moon in {profile.moonSign}
            </h2>
            <div className="mt-4">
              <Reading text={profile.moonInsights} />
            </div>
          </>
        ) : (
          <>
            <h2 className="text-2xl font-semibold">Moon Sign</h2>
            <div className="mt-4">
              <Notice>
                Your moon sign needs an exact birth time: the Moon changed sign on the day you were born
                {candidates.length > 1 ? ` (from ${candidates.join(" to ")})` : ""}. Add your birth time on the Birth tab to see it.
              </Notice>
            </div>
          </>
        )}
      </div>
      <div className="card">
        <h2 className="text-xl font-semibold">Ascendant</h2>
        <div className="mt-3">
          {profile.ascendantSign && profile.ascendantInsights ? (
            <Reading text={profile.ascendantInsights} />
          ) : (
            <Notice>Your rising sign (Ascendant) needs an exact birth time. Add it on the Birth tab to see it.</Notice>
          )}
        </div>
      </div>
    </div>
  );
}

function PlanetsPanel({ profile }: { profile: Profile }) {
  const bodies = profile.chart.bodies;
  const paragraphs = profile.planetaryInsights.split("\n\n");
  const missing = !bodies || Object.keys(profile.planetaryPositions).length === 0;
  if (missing) {
    return (
      <div className="card">
        <h2 className="text-2xl font-semibold">Planets</h2>
        <div className="mt-4">
          <Notice>Planetary positions need an exact birth time and a birth location. Add them on the Birth tab.</Notice>
        </div>
      </div>
    );
  }
  return (
    <div className="card">
      <h2 className="text-2xl font-semibold">Planets</h2>
      {!profile.chart.houses ? (
        <div className="mt-3">
          <Notice>Houses need an exact birth time and location: without a birth time the planets are shown by sign only, cast for local noon.</Notice>
        </div>
      ) : null}
      <ul className="mt-4 divide-y divide-night-100 dark:divide-night-900">
        {OUTER_LIST.map((planet: Planet) => {
          const b = bodies[planet];
          const text = paragraphs.find((para) => para.includes(` ${planet} in `))?.split("\n").slice(1).join("\n");
          return (
            <li key={planet} className="py-4" data-planet={planet}>
              <h3 className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
                <span aria-hidden="true" className="text-2xl">
                  {PLANET_GLYPHS[planet]}
                </span>
                {planet} in {b.sign}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  <span aria-hidden="true">{signSymbol(b.sign)} </span>
                  {degrees(b.degree)}
                  {b.house ? ` · house ${b.house}` : ""}
                  {b.retrograde ? " · retrograde ℞" : ""}
                </span>
              </h3>
              <p className="text-sm italic text-slate-600 dark:text-slate-300">{PLANET_MEANINGS[planet]}</p>
              {text ? <p className="mt-1 text-sm leading-relaxed">{text}</p> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function LovePanel({ profile }: { profile: Profile }) {
  const candidates = profile.vedic.nakshatraCandidates ?? [];
  return (
    <div className="card">
      {profile.nakshatra && profile.nakshatraInsights ? (
        <>
          <h2 className="text-2xl font-semibold">{profile.nakshatra}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">Your lunar mansion (nakshatra) and what it says about love</p>
          <div className="mt-4">
            <Reading text={profile.nakshatraInsights} />
          </div>
        </>
      ) : (
        <>
          <h2 className="text-2xl font-semibold">Nakshatra Love Reading</h2>
          <div className="mt-4">
            <Notice>
              Your nakshatra needs an exact birth time: the Moon moved through more than one lunar mansion on the day you were born
              {candidates.length > 1 ? ` (${candidates.join(" and ")})` : ""}. Add your birth time on the Birth tab to see it.
            </Notice>
          </div>
        </>
      )}
    </div>
  );
}

function DailyPanel({ daily }: { daily: ChartData["daily"] }) {
  return (
    <div>
      <h2 className="text-2xl font-semibold">Your Daily Guidance</h2>
      {daily?.status === "ok" ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={daily.date}>{daily.longDate}</time>
          </p>
          <div className="card mt-4">
            <h3 className="text-lg font-semibold">Today's Cosmic Message</h3>
            <p className="mt-3 whitespace-pre-line leading-relaxed" data-testid="daily-content">
              {daily.content}
            </p>
          </div>
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          Unable to load daily horoscope. Please try again.
        </p>
      )}
    </div>
  );
}

/** Premium is "ad-free": free pages carry this house promotion instead of any ad network. */
export function PremiumPromo() {
  return (
    <aside
      aria-label="Three Skies Premium"
      className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-gold-300/60 bg-gradient-to-r from-amber-50 to-night-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-gold-700 dark:from-[#221a0a] dark:to-[#150f33]"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-900 dark:text-gold-300">Three Skies Premium</p>
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          Compatibility reports with Guna Milan, daily insights by email or SMS, unlimited chart regenerations and no promotions like this one.
        </p>
      </div>
      <Link to="/pricing" className="btn-primary shrink-0">
        See Premium
      </Link>
    </aside>
  );
}
