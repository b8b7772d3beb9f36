/**
 * The signed-in main screen (docs/product.md#chart-page): onboarding without a profile, else the natal
 * chart with its tabs as server-rendered links (decision record 004; enhanced by app/browser/enhance-chart.ts).
 */
import { useContext } from "react";
import { Link } from "~/components/ui/link";
import { DEFAULT_THEME } from "~/domain/theme";
import { PreferencesDialogPlain } from "~/components/preferences-dialog";
import { AppHeader } from "~/components/site-header";
import { ConfirmEmailBanner } from "~/components/confirm-email-banner";
import type { ChartActionData, ChartPageLoaderData } from "~/routes/profile.server";
import { useRootData, type RootUser } from "~/root-data";
import { BirthDetailsForm } from "./birth-form";
import { CompatibilityPanel } from "./compatibility-panel";
import { BirthPanel } from "./panels/birth-panel";
import { ChinesePanel } from "./panels/chinese-panel";
import { DailyPanel } from "./panels/daily-panel";
import { LovePanel } from "./panels/love-panel";
import { MoonPanel } from "./panels/moon-panel";
import type { ChartData } from "./panels/parts";
import { PlanetsPanel } from "./panels/planets-panel";
import { SunPanel } from "./panels/sun-panel";
import { untimedSigns } from "./panels/unknown-time";
import { TabSpeculation } from "./tab-speculation";
import { TABS, type Tab } from "./types";
import { ServerCatalogs, TextContext, translate, useText } from "~/i18n/text-context";

export function ChartScreen({ user, loaderData, actionData }: { user: RootUser; loaderData: ChartPageLoaderData; actionData: ChartActionData | undefined }) {
  const theme = useRootData()?.theme ?? DEFAULT_THEME;
  // The page never hydrates: its words come from the server's catalogs, not from its data.
  const catalogs = useContext(ServerCatalogs);
  return (
    <>
      <AppHeader user={user} />
      <ConfirmEmailBanner user={user} />
      <PreferencesDialogPlain user={user} theme={theme} />
      <TextContext.Provider value={{ t: translate(catalogs?.(loaderData.locale, "chart", "astro", "vedic", "daily", "match", "year", "onboarding", "forms") ?? {}), locale: loaderData.locale }}>
        {loaderData.view === "onboarding" ? <Onboarding actionData={actionData} /> : <ChartView data={loaderData} actionData={actionData} />}
      </TextContext.Provider>
    </>
  );
}

function Onboarding({ actionData }: { actionData: ChartActionData | undefined }) {
  const { t } = useText();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <div className="card">
        <h1 className="text-2xl font-semibold">{t("onboarding.title")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("onboarding.intro")}</p>
        <div className="mt-6">
          <BirthDetailsForm actionData={actionData} />
        </div>
      </div>
    </main>
  );
}

function ChartView({ data, actionData }: { data: ChartData; actionData: ChartActionData | undefined }) {
  const { tab } = data;
  const { t } = useText();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-semibold">{t("chart.title")}</h1>
          <ChartSummary profile={data.profile} />
        </div>
        {data.premium ? (
          // A plain link to a file: it downloads with or without JavaScript.
          <a href="/profile/report.pdf" download className="btn-outline text-sm" data-testid="natal-pdf">
            <span aria-hidden="true">⬇</span> {t("chart.pdf")}
          </a>
        ) : null}
      </div>
      <TabList current={tab} />
      <TabSpeculation />
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0} className="mt-6 focus:outline-none">
        <Panel data={data} actionData={actionData} />
      </section>
      {!data.premium ? <PremiumPromo /> : null}
    </main>
  );
}

/** The line under the title: the Big Three and the year animal; without a birth time, what is known. */
function ChartSummary({ profile: p }: { profile: ChartData["profile"] }) {
  const { t } = useText();
  const animal = t("chart.yearAnimal", { element: t(`astro.element.${p.chinese.element}`), animal: t(`astro.animal.${p.chineseSign}`) });
  const sign = (name: string | null) => t(`astro.sign.${name}`);
  if (p.birthTime) {
    const rising = p.ascendantSign ? `${t("chart.risingOf", { sign: sign(p.ascendantSign) })} · ` : "";
    return <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{`${t("chart.sunOf", { sign: sign(p.sunSign) })} · ${t("chart.moonOf", { sign: sign(p.moonSign) })} · ${rising}${animal}`}</p>;
  }
  const { sun, moon } = untimedSigns(p, t);
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="chart-summary">
      {`${t("chart.sunOf", { sign: sun })} · ${t("chart.moonOf", { sign: moon })} · ${animal} · ${t("chart.timeUnknown")}`}{" "}
      <Link to="?tab=birth&edit=1" className="link">
        {t("chart.addIt")}
      </Link>{" "}
      {t("chart.forRising")}
    </p>
  );
}

function TabList({ current }: { current: Tab }) {
  const { t } = useText();
  return (
    // Four to a row on phones (two rows), one row from 640 px: every tab, the current one included, is
    // always in view, with or without JavaScript; nothing scrolls sideways.
    <div
      role="tablist"
      aria-label={t("chart.sections")}
      className="mt-6 grid grid-cols-4 gap-1 rounded-xl bg-night-100 p-1 sm:flex sm:flex-wrap dark:bg-night-950"
    >
      {TABS.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            to={`?tab=${tab}`}
            role="tab"
            id={`tab-${tab}`}
            aria-selected={selected}
            aria-controls={selected ? `panel-${tab}` : undefined}
            tabIndex={selected ? 0 : -1}
            className={`whitespace-nowrap rounded-lg px-2 py-2 text-center text-sm font-semibold transition-colors sm:px-3 ${
              selected
                ? "bg-white text-night-900 shadow-sm dark:bg-night-700 dark:text-white"
                : "text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-night-900"
            }`}
          >
            {t(`chart.tab.${tab}`)}
          </Link>
        );
      })}
    </div>
  );
}

function Panel({ data, actionData }: { data: ChartData; actionData: ChartActionData | undefined }) {
  // Each tab's data holds its own part of the profile only (the union narrows on the tab).
  switch (data.tab) {
    case "birth":
      return <BirthPanel data={data} actionData={actionData} />;
    case "sun":
      return <SunPanel profile={data.profile} />;
    case "chinese":
      return <ChinesePanel profile={data.profile} actionData={actionData} />;
    case "moon":
      return <MoonPanel profile={data.profile} today={data.today} premium={data.premium} />;
    case "planets":
      return <PlanetsPanel profile={data.profile} vedicStyle={data.vedicStyle} premium={data.premium} />;
    case "love":
      return <LovePanel profile={data.profile} />;
    case "compatibility":
      return <CompatibilityPanel data={data} actionData={actionData} />;
    case "daily":
      return <DailyPanel data={data} />;
  }
}

/** Premium is "ad-free": free pages carry this house promotion instead of any ad network. */
function PremiumPromo() {
  const { t } = useText();
  return (
    <aside
      aria-label="Three Skies Premium"
      className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-gold-300/60 bg-gradient-to-r from-amber-50 to-night-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-gold-700 dark:from-[#221a0a] dark:to-[#150f33]"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-900 dark:text-gold-300">Three Skies Premium</p>
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          {t("chart.promo")}
        </p>
      </div>
      <Link to="/pricing" className="btn-primary shrink-0">
        {t("chart.seePremium")}
      </Link>
    </aside>
  );
}
