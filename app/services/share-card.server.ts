// A chart to share (docs/product.md#share-card): a member publishes a card at /c/{id} — the name
// they choose, their Sun, Moon and rising signs, Chinese animal and element, nakshatra and wheel,
// and only the birth facts they tick; while any of those stays hidden, the wheel places the planets by
// sign alone (degrees would give the birth away). Visitors read it without signing in; its preview image is
// drawn on the server and kept per card version. Unpublishing deletes the card: page and image are
// gone at once (docs/decisions/020-share-card.md).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { HttpError } from "~/domain/errors";
import { formatClockTime, formatPlace } from "~/domain/format";
import { SHARE_ID, SHARE_NO_PROFILE, SHARE_NOT_PUBLISHED, shareCardPath, shareImagePath } from "~/domain/share-card";
import type { SignWheel, WheelInput } from "~/domain/wheel";
import { findProfileVersion } from "~/models/profile.server";
import type { ShareCardRow } from "~/models/schema";
import { deleteShareCard, findShareCard, findShareCardByUser, saveShareCard } from "~/models/share-card.server";
import { findUserById, type User } from "~/models/user.server";
import { formatDay } from "~/i18n/format";
import { memberLocale, message, translator, type Translate } from "~/i18n/messages.server";
import type { ShareCardInput } from "~/schemas/share-card";
import { cachedProfileView } from "~/services/chart-view.server";
import type { ProfileView } from "~/services/profile.server";
import { siteOrigin } from "~/services/public-day.server";
import { renderCardPng, type CardFace } from "~/services/share-card/image.server";

/** The member's own view of their card (Settings and GET /api/user/share-card). */
function settingsOf(row: ShareCardRow) {
  const origin = siteOrigin();
  return {
    id: row.id,
    url: origin + shareCardPath(row.id),
    imageUrl: origin + shareImagePath(row.id, row.version),
    displayName: row.displayName,
    showDate: row.showDate === 1,
    showTime: row.showTime === 1,
    showPlace: row.showPlace === 1,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ShareCardSettings = ReturnType<typeof settingsOf>;

/** The member's card, or null when none is published. */
export async function getShareCard(user: Pick<User, "id">) {
  const row = await findShareCardByUser(user.id);
  return row ? settingsOf(row) : null;
}

/** What the "Share my chart" form needs: the card if published, and whether there is a chart to share (`hasProfile`, as the caller read it). */
export async function shareCardForm(user: Pick<User, "id" | "firstName" | "username">, hasProfile: boolean) {
  return { card: await getShareCard(user), hasProfile, suggestedName: (user.username ?? "").trim() || user.firstName };
}

/** Publishes the member's card, or updates it (a new version). Needs a chart to show. */
export async function publishShareCard(user: Pick<User, "id">, input: ShareCardInput) {
  if (!(await findProfileVersion(user.id))) throw new HttpError(409, SHARE_NO_PROFILE);
  const row = await saveShareCard(user.id, input);
  return { card: settingsOf(row), created: row.version === 1 };
}

/** Unpublishes the member's card: its page and image answer 404 from this moment. */
export async function unpublishShareCard(user: Pick<User, "id">): Promise<void> {
  const row = await findShareCardByUser(user.id);
  if (!row || !(await deleteShareCard(user.id))) throw new HttpError(404, SHARE_NOT_PUBLISHED);
  forgetImages(row.id);
}

function signs(view: ProfileView, t: Translate) {
  const u = view.unknownTime;
  const names = (kind: string, list: string[]) => list.map((name) => t(`${kind}.${name}`)).join(t("chart.or"));
  const sun = names("astro.sign", u && u.bodies.Sun.signs.length > 1 ? u.bodies.Sun.signs : [view.sunSign]);
  const moon = names("astro.sign", view.moonSign ? [view.moonSign] : (u?.bodies.Moon.signs ?? view.chart.moonSignCandidates));
  const nakshatras = view.nakshatra ? [view.nakshatra] : (u?.nakshatras ?? []);
  return { sun, moon, nakshatra: nakshatras.length ? names("vedic.nakshatra", nakshatras) : null };
}

/**
 * The wheel as the card shows it: planets, angles, houses and aspects only (none of the stored
 * chart's instants or place). Without a birth time, a Moon that changed sign that day is left out,
 * with its aspects: where it stood is not known.
 */
function cardWheel(view: ProfileView): WheelInput {
  const c = view.chart;
  const moonOpen = view.moonSign === null;
  const bodies: WheelInput["bodies"] = {};
  for (const [name, b] of Object.entries(c.bodies)) {
    if (!b || (moonOpen && name === "Moon")) continue;
    bodies[name] = { longitude: b.longitude, sign: b.sign, degree: b.degree, retrograde: b.retrograde, house: b.house };
  }
  return {
    bodies,
    ascendant: c.ascendant ? { longitude: c.ascendant.longitude, sign: c.ascendant.sign } : null,
    midheaven: c.midheaven ? { longitude: c.midheaven.longitude, sign: c.midheaven.sign } : null,
    houses: c.houses ? [...c.houses] : null,
    aspects: c.aspects.filter((a) => !(moonOpen && (a.a === "Moon" || a.b === "Moon"))).map((a) => ({ a: a.a, b: a.b, type: a.type, angle: a.angle, orb: a.orb })),
  };
}

/**
 * The wheel of a card that keeps a birth detail private: each planet's sign and the rising sign,
 * nothing finer (no degree, retrograde station, house, angle or aspect to solve the birth from).
 */
function cardSignWheel(view: ProfileView, timeKnown: boolean): SignWheel {
  const moonOpen = view.moonSign === null;
  const bodies = Object.entries(view.chart.bodies).flatMap(([name, b]) => (!b || (moonOpen && name === "Moon") ? [] : [{ name, sign: b.sign }]));
  return { precision: "sign", rising: timeKnown ? view.ascendantSign : null, bodies };
}

/** Whether a card shows every birth fact its chart holds: only then are degrees shown. */
export function showsAllDetails(row: Pick<ShareCardRow, "showDate" | "showTime" | "showPlace">, timeKnown: boolean) {
  return row.showDate === 1 && row.showPlace === 1 && (row.showTime === 1 || !timeKnown);
}

/**
 * A published card as visitors see it on /c/{id}; null for a malformed, unknown or withdrawn id.
 * Nothing here comes from a fact the member left unticked.
 */
export async function publicShareCard(id: string) {
  if (!SHARE_ID.test(id)) return null;
  const row = await findShareCard(id);
  if (!row) return null;
  const view = await cachedProfileView(row.userId);
  if (!view) return null;
  // In the member's language: the card is theirs, whoever reads it.
  const locale = memberLocale((await findUserById(row.userId)) ?? {});
  const t = translator(locale);
  const { sun, moon, nakshatra } = signs(view, t);
  const timeKnown = Boolean(view.birthTime);
  const origin = siteOrigin();
  return {
    id: row.id,
    name: row.displayName,
    sun,
    moon,
    /** Null without a birth time. */
    rising: timeKnown && view.ascendantSign ? t(`astro.sign.${view.ascendantSign}`) : null,
    chinese: { animal: t(`astro.animal.${view.chinese.animal}`), element: t(`astro.element.${view.chinese.element}`), yinYang: t(`astro.yinYang.${view.chinese.yinYang}`) },
    nakshatra,
    /** Only the ticked birth facts. */
    facts: {
      date: row.showDate ? formatDay(view.birthDate, locale, { year: "numeric", month: "long", day: "numeric" }) : null,
      time: row.showTime && view.birthTime ? (locale === "en" ? formatClockTime(view.birthTime) : view.birthTime.slice(0, 5)) : null,
      place: row.showPlace ? formatPlace(view.birthPlace) : null,
    },
    timeKnown,
    locale,
    /**
     * By degree only when the card hides no birth detail; otherwise placed by sign alone, since the
     * planets' degrees (and the angles and houses) would give the hidden date, time and place away.
     */
    wheel: showsAllDetails(row, timeKnown) ? cardWheel(view) : cardSignWheel(view, timeKnown),
    version: row.version,
    url: origin + shareCardPath(row.id),
    imageUrl: origin + shareImagePath(row.id, row.version),
    /** Changes with the card and with the chart behind it: the image's cache key and ETag. */
    etag: `"${createHash("sha256").update(`${row.id}|${row.version}|${view.id}|${view.updatedAt}${locale === "en" ? "" : `|${locale}`}`).digest("base64url").slice(0, 27)}"`,
  };
}
export type PublicShareCard = NonNullable<Awaited<ReturnType<typeof publicShareCard>>>;

/** What the card's preview image is drawn from: what the page shows, and nothing more. */
export function cardFace(card: PublicShareCard): CardFace {
  return { name: card.name, rows: cardRows(card), facts: factsLine(card.facts, card.locale), wheel: card.wheel, seed: card.id, locale: card.locale };
}

/** The card's facts in reading order, as the page and the image list them. */
export function cardRows(card: Pick<PublicShareCard, "sun" | "moon" | "rising" | "chinese" | "nakshatra" | "locale">) {
  const t = translator(card.locale);
  return [
    { label: t("astro.planet.Sun"), value: card.sun },
    { label: t("astro.planet.Moon"), value: card.moon },
    ...(card.rising ? [{ label: t("report.card.rising"), value: card.rising }] : []),
    { label: t("report.card.chineseYear"), value: t("chart.yearAnimal", card.chinese) },
    ...(card.nakshatra ? [{ label: t("report.col.nakshatra"), value: card.nakshatra }] : []),
  ];
}

/** The ticked birth facts in one line ("Born March 9, 1988 · 6:15 AM · Lisbon, Portugal"); null for none. */
export function factsLine(facts: PublicShareCard["facts"], locale: PublicShareCard["locale"]) {
  const parts = [facts.date, facts.time, facts.place].filter((part): part is string => Boolean(part));
  return parts.length ? message(locale, "report.card.born", { facts: parts.join(" · ") }) : null;
}

// Drawn images, by card and version (a PNG is ~60–120 KB; the 200 newest are kept).
const images = new LRUCache<string, { etag: string; png: Buffer }>({ max: 200 });
let renders = 0;

function forgetImages(id: string) {
  for (const key of images.keys()) if (key.startsWith(`${id}|`)) images.delete(key);
}

/**
 * The card's preview image, drawn once per version (and again only when the chart behind it
 * changed). The card is read first every time, so a withdrawn card has no image, whatever was kept.
 * `beforeDrawing` runs only when the image must be drawn (the route counts it against a limit).
 */
export async function shareCardImage(id: string, beforeDrawing: () => Promise<void> = async () => {}): Promise<{ png: Buffer; etag: string } | null> {
  const card = await publicShareCard(id);
  if (!card) {
    if (SHARE_ID.test(id)) forgetImages(id);
    return null;
  }
  const key = `${card.id}|${card.etag}`;
  const kept = images.get(key);
  if (kept) return kept;
  // Only a drawing costs: the caller's limit is counted here, after the kept images.
  await beforeDrawing();
  forgetImages(card.id);
  const image = { png: renderCardPng(cardFace(card)), etag: card.etag };
  renders++;
  images.set(key, image);
  return image;
}

/** How many images were drawn (tests: a kept image is not drawn again). */
export function shareImageRenders() {
  return renders;
}
