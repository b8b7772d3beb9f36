/** The landing page for visitors: hero, a real sample chart computed by the engine, what members get. HTML and SVG only. */
import { Link } from "~/components/ui/link";
import { animalArt, AnimalIcon, ANIMAL_ICON_NAMES } from "~/components/chart/animal-icon";
import { ChartWheel } from "~/components/chart/wheel";
import { PublicHeader } from "~/components/site-header";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime } from "~/domain/format";
import type { SampleChart } from "~/services/sample-chart.server";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";
import { TextContext } from "~/i18n/text-context";

export function Landing({ sample }: { sample: SampleChart }) {
  return (
    <>
      <PublicHeader user={null} />
      <main id="main">
        <Hero />
        <SampleSection sample={sample} />
        <Features />
        <ClosingCall />
      </main>
    </>
  );
}

function Hero() {
  const t = useT();
  const to = useLocalePath();
  return (
    <section className="relative isolate overflow-hidden bg-[#0b0820] text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_40%,#3b1d8f_0%,#1a0b3d_45%,#0b0820_75%)]" />
      <StarField className="absolute inset-0 -z-10 h-full w-full opacity-70 [mask-image:linear-gradient(to_right,transparent_0%,black_55%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-14 sm:pb-24 sm:pt-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="relative">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-gold-300 sm:text-sm">
            {t("landing.tagline")}
          </p>
          <h1 className="mt-5 font-display text-5xl font-normal leading-[1.05] tracking-tight sm:text-7xl">
            {`${t("landing.headlineBefore")} `}
            <span className="italic text-gold-300">Three Skies</span>
            {t("landing.headlineAfter") ? ` ${t("landing.headlineAfter")}` : null}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-night-100">
            {t("landing.intro")}
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/register" className="btn rounded-full bg-gold-300 px-7 py-3 text-base text-night-950 hover:bg-gold-400">
              {t("landing.begin")}
            </Link>
            {([["/blog", "readBlog"], [to("/horoscope"), "todaysHoroscopes"], [to("/sky"), "todaysSky"]] as const).map(([path, label]) => (
              <Link key={label} to={path} className="btn rounded-full border border-white/40 px-7 py-3 text-base text-white hover:bg-white/10">
                {t(`landing.${label}`)}
              </Link>
            ))}
          </div>
          <p className="mt-8 text-sm text-night-200">{t("landing.perks")}</p>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-[300px] sm:max-w-[440px]" />
      </div>
    </section>
  );
}

function SampleSection({ sample }: { sample: SampleChart }) {
  const t = useT();
  const locale = useLocale();
  // The engine's readings are English for now: other languages show the facts without them.
  const english = locale === "en";
  const moment = new Date(`${sample.birthDate}T${sample.birthTime}Z`);
  const when = english
    ? `${formatLongDate(sample.birthDate)} · ${formatClockTime(sample.birthTime)}`
    : `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(moment)} · ${new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(moment)}`;
  const born = `${when} · ${sample.place}`;
  // The sample's names (signs, planets, the year's animal) in the page's language.
  const name = (kind: "sign" | "planet" | "animal" | "element" | "yinYang", value: string | null) => (value ? t(`astro.${kind}.${value}`) : "—");
  const { animal, element, yinYang } = sample.chinese;
  return (
    <section aria-labelledby="sample-heading" className="mx-auto max-w-6xl px-4 py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-night-700 dark:text-gold-300">{t("landing.sampleEyebrow")}</p>
        <h2 id="sample-heading" className="mt-3 font-display text-4xl font-normal tracking-tight sm:text-5xl">
          {sample.name}
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{born}</p>
      </div>
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[1.05fr_1fr]">
        <div className="rounded-3xl border border-night-200 bg-white p-4 shadow-sm sm:p-6 dark:border-night-800 dark:bg-[#120c2e]">
          <TextContext.Provider value={{ t, locale }}>
            <ChartWheel chart={sample.wheel} title={t("landing.wheelTitle", { name: sample.name })} ownerName={sample.name} />
          </TextContext.Provider>
          <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-300">{t("landing.wheelHint")}</p>
        </div>
        <div className="space-y-5">
          <SystemCard eyebrow={t("landing.western")} title={t("landing.sunTitle", { sign: name("sign", sample.western.sun) })} art={<SignArt />}>
            <p>{t("landing.moonRising", { moon: name("sign", sample.western.moon), rising: name("sign", sample.western.ascendant) })}</p>
            {english ? <p className="mt-2">{sample.western.sunText}</p> : null}
          </SystemCard>
          <SystemCard eyebrow={t("landing.chinese")} title={english ? sample.chinese.label : name("animal", animal)} art={<AnimalIcon animal={animal} className="size-10" />}>
            <p>
              {name("yinYang", yinYang)} {name("element", element)} · {name("animal", animal)}
            </p>
            {english ? <p className="mt-2">{sample.chinese.text}</p> : null}
          </SystemCard>
          <SystemCard
            eyebrow={t("landing.vedic")}
            title={sample.vedic.nakshatra ? t("landing.nakshatraTitle", { nakshatra: sample.vedic.nakshatra }) : t("landing.nakshatra")}
            art={<CrescentArt />}
          >
            <p>
              {t("landing.siderealMoon", { sign: name("sign", sample.vedic.moonSign) })}
              {sample.vedic.pada ? t("landing.pada", { pada: sample.vedic.pada }) : ""}
              {sample.vedic.lord ? t("landing.ruledBy", { lord: name("planet", sample.vedic.lord) }) : ""}
            </p>
            {sample.vedic.text && english ? <p className="mt-2">{sample.vedic.text}</p> : null}
          </SystemCard>
        </div>
      </div>
    </section>
  );
}

function SystemCard({ eyebrow, title, art, children }: { eyebrow: string; title: string; art: React.ReactNode; children: React.ReactNode }) {
  return (
    <article className="flex gap-4 rounded-3xl border border-night-200 bg-white p-5 shadow-sm sm:p-6 dark:border-night-800 dark:bg-[#120c2e]">
      <div
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-night-50 text-night-700 ring-1 ring-night-200 dark:bg-night-950 dark:text-gold-300 dark:ring-night-800"
      >
        {art}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-night-700 dark:text-gold-300">{eyebrow}</p>
        <h3 className="mt-1 font-display text-2xl font-normal">{title}</h3>
        <div className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </article>
  );
}

function Features() {
  const t = useT();
  return (
    <section aria-labelledby="features-heading" className="border-y border-night-200 bg-white/60 py-20 dark:border-night-900 dark:bg-[#0e0926]">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-heading" className="mx-auto max-w-2xl text-center font-display text-4xl font-normal tracking-tight sm:text-5xl">
          {t("landing.featuresHeading")}
        </h2>
        <div className="mt-14 grid gap-10 md:grid-cols-3">
          {([["westernChart", WheelIllustration], ["chineseZodiac", AnimalsIllustration], ["vedicNakshatra", MansionsIllustration]] as const).map(([key, Illustration]) => (
            <div key={key} className="text-center">
              <div className="mx-auto w-40 text-night-700 dark:text-gold-300"><Illustration /></div>
              <h3 className="mt-6 font-display text-2xl font-normal">{t(`landing.${key}`)}</h3>
              <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-slate-700 dark:text-slate-300">{t(`landing.${key}Text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function ClosingCall() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 pt-20">
      <div className="relative isolate overflow-hidden rounded-3xl bg-[#140b3a] px-6 py-14 text-center text-white sm:px-12">
        <StarField className="absolute inset-0 -z-10 h-full w-full opacity-50" />
        <h2 className="font-display text-3xl font-normal sm:text-4xl">{t("landing.closingHeading")}</h2>
        <p className="mx-auto mt-4 max-w-xl text-night-100">{t("landing.closingText")}</p>
        <Link to="/register" className="btn mt-8 rounded-full bg-gold-300 px-7 py-3 text-base text-night-950 hover:bg-gold-400">
          {t("landing.closingCta")}
        </Link>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Illustrations (the product's own, drawn in SVG)

function StarField({ className }: { className?: string }) {
  // A fixed, irregular field: small stars, a few brighter ones with a soft glow.
  const stars = Array.from({ length: 70 }, (_, i) => ({
    x: (i * 73.13) % 100,
    y: (i * 37.77 + (i % 7) * 11) % 100,
    r: i % 11 === 0 ? 0.32 : i % 3 === 0 ? 0.18 : 0.11,
  }));
  return (
    <svg aria-hidden="true" focusable="false" className={className} preserveAspectRatio="xMidYMid slice" viewBox="0 0 100 100">
      {stars.map((star, i) => (
        <circle key={i} cx={star.x.toFixed(2)} cy={star.y.toFixed(2)} r={star.r} fill={i % 5 === 0 ? "#fde68a" : "#e0e7ff"} opacity={i % 4 === 0 ? 0.95 : 0.6} />
      ))}
    </svg>
  );
}

/** Three tilted orbits (the three skies) around a sun, with a crescent moon and a star on them. */
function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 400" className={className} fill="none" strokeLinecap="round">
      <defs>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="0.55" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fcd34d" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fcd34d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="190" stroke="#c4b5fd" strokeOpacity="0.25" />
      <circle cx="200" cy="200" r="172" stroke="#c4b5fd" strokeOpacity="0.18" strokeDasharray="1 5" />
      {Array.from({ length: 72 }, (_, i) => {
        const a = (i * Math.PI) / 36;
        const inner = i % 6 === 0 ? 178 : 184;
        return (
          <line
            key={i}
            x1={(200 + inner * Math.cos(a)).toFixed(1)}
            y1={(200 + inner * Math.sin(a)).toFixed(1)}
            x2={(200 + 190 * Math.cos(a)).toFixed(1)}
            y2={(200 + 190 * Math.sin(a)).toFixed(1)}
            stroke="#c4b5fd"
            strokeOpacity="0.4"
          />
        );
      })}
      <ellipse cx="200" cy="200" rx="150" ry="56" stroke="#fcd34d" strokeOpacity="0.7" transform="rotate(-24 200 200)" />
      <ellipse cx="200" cy="200" rx="150" ry="56" stroke="#a78bfa" strokeOpacity="0.8" transform="rotate(36 200 200)" />
      <ellipse cx="200" cy="200" rx="150" ry="56" stroke="#f0abfc" strokeOpacity="0.55" transform="rotate(96 200 200)" />
      <circle cx="200" cy="200" r="70" fill="url(#hero-glow)" />
      <circle cx="200" cy="200" r="30" fill="url(#hero-sun)" />
      {/* Crescent moon on the violet orbit */}
      <g transform="translate(318 276)">
        <circle r="16" fill="#e0e7ff" />
        <circle cx="7" cy="-5" r="14" fill="#2a1466" />
      </g>
      {/* A four-pointed star on the gold orbit */}
      <path d="M72 148l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="#fde68a" />
      {/* A small planet with a ring on the pink orbit */}
      <g transform="translate(176 58)">
        <circle r="9" fill="#f0abfc" />
        <ellipse rx="16" ry="4" stroke="#f0abfc" transform="rotate(-20)" />
      </g>
    </svg>
  );
}

function SignArt() {
  return (
    <svg viewBox="0 0 40 40" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <circle cx="20" cy="20" r="8" />
      <circle cx="20" cy="20" r="1.8" fill="currentColor" />
      {Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return <line key={i} x1={20 + 11 * Math.cos(a)} y1={20 + 11 * Math.sin(a)} x2={20 + 15 * Math.cos(a)} y2={20 + 15 * Math.sin(a)} />;
      })}
    </svg>
  );
}

function CrescentArt() {
  return (
    <svg viewBox="0 0 40 40" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d="M24 8a12 12 0 1 0 0 24a9.5 9.5 0 1 1 0-24z" fill="currentColor" fillOpacity="0.15" />
      <circle cx="31" cy="12" r="1" fill="currentColor" />
      <circle cx="33" cy="20" r="1" fill="currentColor" />
      <circle cx="31" cy="28" r="1" fill="currentColor" />
    </svg>
  );
}

function WheelIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 160 160" fill="none" stroke="currentColor" strokeLinecap="round">
      <circle cx="80" cy="80" r="74" strokeWidth="1.5" />
      <circle cx="80" cy="80" r="58" strokeWidth="1" />
      <circle cx="80" cy="80" r="30" strokeWidth="1" strokeOpacity="0.6" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return <line key={i} x1={80 + 30 * Math.cos(a)} y1={80 + 30 * Math.sin(a)} x2={80 + 74 * Math.cos(a)} y2={80 + 74 * Math.sin(a)} strokeWidth="1" strokeOpacity={i % 3 ? 0.5 : 1} />;
      })}
      <path d="M62 66L104 100M58 96L100 60" strokeWidth="1" strokeDasharray="3 3" strokeOpacity="0.7" />
      <circle cx="62" cy="66" r="4" fill="currentColor" />
      <circle cx="104" cy="100" r="4" fill="currentColor" />
      <circle cx="100" cy="60" r="3" fill="currentColor" />
    </svg>
  );
}

function AnimalsIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 160 160" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="80" cy="80" r="74" strokeWidth="1" strokeOpacity="0.5" />
      {ANIMAL_ICON_NAMES.map((animal, i) => {
        const a = (i * Math.PI) / 6 - Math.PI / 2;
        const x = 80 + 58 * Math.cos(a) - 9;
        const y = 80 + 58 * Math.sin(a) - 9;
        return (
          <g key={animal} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(0.375)`} strokeWidth="3" dangerouslySetInnerHTML={{ __html: animalArt(animal) }} />
        );
      })}
      <g transform="translate(56 56) scale(1)" strokeWidth="2" dangerouslySetInnerHTML={{ __html: animalArt("Dragon") }} />
    </svg>
  );
}

function MansionsIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 160 160" fill="none" stroke="currentColor" strokeLinecap="round">
      {Array.from({ length: 27 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 27 - Math.PI / 2;
        return <circle key={i} cx={80 + 70 * Math.cos(a)} cy={80 + 70 * Math.sin(a)} r={i === 0 ? 4 : 2} fill="currentColor" stroke="none" opacity={i === 0 ? 1 : 0.7} />;
      })}
      <circle cx="80" cy="80" r="62" strokeWidth="1" strokeOpacity="0.4" />
      <path d="M92 44a38 38 0 1 0 0 72a30 30 0 1 1 0-72z" strokeWidth="1.5" fill="currentColor" fillOpacity="0.12" />
    </svg>
  );
}
