import { data } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/share-card";
import { ShareRow } from "~/components/blog/share-row";
import { ChartWheel } from "~/components/chart/wheel";
import { PublicHeader } from "~/components/site-header";
import { BRAND } from "~/domain/seo";
import { isSignWheel } from "~/domain/wheel";
import { siteOrigin } from "~/services/public-day.server";
import { cardRows, factsLine, publicShareCard, type PublicShareCard } from "~/services/share-card.server";
import { useRootData } from "~/root-data";
import { getUser } from "~/http/guards.server";
import { translator, viewMessages, type Translate } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { TextContext, translate } from "~/i18n/text-context";

// Server-rendered facts, an SVG wheel and links: no framework JavaScript (decision record 004). Not
// shared through caches: an unpublished card must be gone at once (decision record 020).
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** "Sun in Leo, Moon in Cancer or Leo, Virgo rising · Metal Dragon · Rohini nakshatra": the page's words, the card's names (its owner's language). */
function summary(card: PublicShareCard, t: Translate) {
  const western = [t("card.sun", { sign: card.sun }), t("card.moon", { sign: card.moon }), ...(card.rising ? [t("card.rising", { sign: card.rising })] : [])].join(t("card.list"));
  return [western, translator(card.locale)("chart.yearAnimal", card.chinese), ...(card.nakshatra ? [t("card.nakshatra", { nakshatra: card.nakshatra })] : [])].join(" · ");
}

function cardMeta(card: PublicShareCard, t: Translate) {
  const title = t("card.title", { name: card.name });
  const description = t("card.description", { summary: summary(card, t), brand: BRAND });
  const alt = t("card.alt", { name: card.name, summary: summary(card, t) });
  return [
    { title: `${title} - ${BRAND}` },
    { name: "description", content: description },
    // A person's card, shared by link: kept out of search results (decision record 020).
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: card.url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: card.url },
    { property: "og:site_name", content: BRAND },
    { property: "og:image", content: card.imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: card.imageUrl },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** GET /c/{id}: a member's published chart card, for anyone with the link: the page in the visitor's language, the card in its owner's. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request, await getUser(request));
  const t = translator(locale);
  const card = await publicShareCard(params.id);
  const headers = { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" };
  if (!card) throw data(t("card.notFound"), { status: 404, headers });
  const { etag: _etag, ...shown } = card;
  const [messages, wheelWords] = [viewMessages(locale, "card"), viewMessages(card.locale, "astro")];
  return data({ card: shown, rows: cardRows(card), facts: factsLine(card.facts, card.locale), register: `${siteOrigin()}/register`, meta: cardMeta(card, t), messages, wheelWords }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function ShareCardPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { card, rows, facts } = loaderData;
  const t = translate(loaderData.messages);
  return (
    <>
      <PublicHeader user={root?.user ?? null} />
      <main id="main" className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <header>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-700 dark:text-gold-300">{t("card.eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl" data-testid="card-name">
            {card.name}
          </h1>
          {facts ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="card-facts">
              {facts}
            </p>
          ) : null}
        </header>

        <section aria-labelledby="card-heading" className="grid items-center gap-8 md:grid-cols-2">
          <div className="card">
            <h2 id="card-heading" className="sr-only">
              {t("card.brief")}
            </h2>
            <dl className="space-y-4" data-testid="card-rows">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt className="text-xs font-semibold uppercase tracking-widest text-slate-600 dark:text-slate-300">{row.label}</dt>
                  <dd className="text-xl font-semibold">{row.value}</dd>
                </div>
              ))}
            </dl>
            {!card.timeKnown ? (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("card.noTime")}</p>
            ) : null}
            {isSignWheel(card.wheel) ? (
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" data-testid="card-by-sign">
                {t("card.bySign")}
              </p>
            ) : null}
          </div>
          <TextContext.Provider value={{ t: translate(loaderData.wheelWords), locale: card.locale }}>
            <ChartWheel chart={card.wheel} title={t("card.wheelTitle", { name: card.name })} showTable={false} className="max-w-[420px]" />
          </TextContext.Provider>
        </section>

        <div className="border-t border-night-200 pt-6 dark:border-night-800">
          <ShareRow url={card.url} title={t("card.shareTitle", { name: card.name, brand: BRAND })} label={t("card.shareLabel")} addressLabel={t("card.addressLabel")} copy={t("card.copy")} shareOn={(network) => t("card.shareOn", { network })} copied={t("card.copied")} />
        </div>

        <aside className="card bg-gradient-to-br from-night-700 to-night-900 text-white dark:from-night-800 dark:to-night-950" aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="text-2xl font-semibold">
            {t("card.inviteTitle")}
          </h2>
          <p className="mt-2 text-night-100">{t("card.inviteText", { brand: BRAND })}</p>
          <Link to="/register" className="btn mt-6 bg-gold-400 px-6 py-3 text-night-950 hover:bg-gold-300">
            {t("card.invite")}
          </Link>
        </aside>
      </main>
    </>
  );
}
