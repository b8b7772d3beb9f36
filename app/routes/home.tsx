import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { ChartScreen } from "~/components/chart/chart-page";
import { PublicHeader } from "~/components/site-header";
import { getUser, requireUser } from "~/services/auth.server";
import { publicCacheHeaders } from "~/services/blog.server";
import { chartPageLoader, type ChartActionData } from "~/services/chart-page.server";
import { chartPageActionResponse, readVedicStyle } from "~/http/vedic-style.server";
import { useRootData } from "~/root-data";

// Guests get the static landing page without the framework's JavaScript; signed-in users the app.
export const handle = { hydrate: (data: unknown) => Boolean((data as { signedIn?: boolean } | undefined)?.signedIn) };

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title:
      data && "chart" in data && data.chart
        ? data.chart.view === "onboarding"
          ? "Your Birth Details - Three Skies"
          : "Your Natal Chart - Three Skies"
        : "Three Skies - Western, Chinese & Vedic Astrology",
  },
  {
    name: "description",
    content: "Your natal chart read three ways: Western, Chinese and Vedic astrology, with daily guidance grounded in the real sky.",
  },
];

/**
 * Guests get the landing page, the same for everyone: marked public, so the server's page cache
 * serves it like the blog. Signed-in users get the main screen, the same as /profile (spec §2).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return data({ signedIn: false as const, chart: null }, { headers: publicCacheHeaders(request) });
  return { signedIn: true as const, chart: await chartPageLoader(user, new URL(request.url), await readVedicStyle(request)) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  return chartPageActionResponse(user, request, context.clientIp);
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  if (loaderData.signedIn && loaderData.chart && root?.user) {
    return <ChartScreen user={root.user} loaderData={loaderData.chart} actionData={actionData as ChartActionData | undefined} />;
  }
  return <Landing />;
}

function Landing() {
  return (
    <>
      <PublicHeader user={null} />
      <main id="main">
        <section className="relative overflow-hidden bg-gradient-to-b from-night-950 via-night-900 to-night-800 text-white">
          <Stars />
          <div className="relative mx-auto max-w-4xl px-4 py-24 text-center">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">Combining Western &amp; Chinese Astrology for 10,000+ Users</p>
            <h1 className="mt-6 text-4xl font-semibold sm:text-6xl">Discover Your Three Skies</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-night-100">
              Unlock the wisdom of both Western and Chinese astrology systems. Get personalized insights and daily guidance based on your unique celestial profile.
            </p>
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <Link to="/register" className="btn bg-gold-300 px-6 py-3 text-base text-night-950 hover:bg-gold-400">
                Begin Your Journey
              </Link>
              <Link to="/blog" className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10">
                Read the Blog
              </Link>
            </div>
          </div>
        </section>
        <section className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:grid-cols-3" aria-label="What you get">
          <Feature symbol="☉" title="Western chart">
            Sun, Moon and Ascendant, every planet in its sign and house, drawn as a chart wheel from the Swiss Ephemeris.
          </Feature>
          <Feature symbol="☯" title="Chinese zodiac">
            Your animal, element and yin or yang, with the year counted from the Chinese New Year, not from January.
          </Feature>
          <Feature symbol="☽" title="Vedic nakshatra">
            The lunar mansion of your Moon and what it says about love, plus Guna Milan compatibility with a partner.
          </Feature>
        </section>
      </main>
    </>
  );
}

function Feature({ symbol, title, children }: { symbol: string; title: string; children: React.ReactNode }) {
  return (
    <div className="card">
      <p aria-hidden="true" className="text-3xl text-night-700 dark:text-gold-300">
        {symbol}
      </p>
      <h2 className="mt-3 text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</p>
    </div>
  );
}

function Stars() {
  const stars = Array.from({ length: 40 }, (_, i) => ({ x: (i * 37) % 100, y: (i * 53) % 100, r: (i % 3) + 1 }));
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-60" preserveAspectRatio="xMidYMid slice" viewBox="0 0 100 100">
      {stars.map((star, i) => (
        <circle key={i} cx={star.x} cy={star.y} r={star.r * 0.12} fill="#fde68a" />
      ))}
    </svg>
  );
}
