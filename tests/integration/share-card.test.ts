// A chart to share: publishing over /api and from the Settings form (no JavaScript), the public page
// read signed out with only the ticked birth facts, its link-preview tags, the 1200×630 PNG kept per
// version, unpublishing (page and image 404 at once), and one member unable to touch another's card.
import { beforeEach, describe, expect, it } from "vitest";
import { natalChart } from "~/astrology/index";
import { exportMemberData } from "~/models/member-data.server";
import { insertUser, updateUser } from "~/models/user.server";
import * as shareApi from "~/routes/api/user.share-card";
import * as settingsRoute from "~/routes/settings";
import * as imageRoute from "~/routes/share-card-image";
import { SHARE_NAME_REQUIRED, SHARE_NO_PROFILE, SHARE_NOT_PUBLISHED } from "~/domain/share-card";
import { saveProfile } from "~/services/profile.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { resetEnvForTests } from "~/env.server";
import { cardFace, publicShareCard, shareImageRenders, showsAllDetails, type ShareCardSettings } from "~/services/share-card.server";
import { cardSvg } from "~/services/share-card/image.server";
import { BASE, Client, json, signedInAs } from "../support/routes";
import { pageText, visitCard } from "../support/render";

beforeEach(() => resetRateLimits());

const LONDON = { birthPlace: "London, England, GB", birthLatitude: 51.5074, birthLongitude: -0.1278 };

async function member(birth: { birthDate: string; birthTime: string | null } | null = { birthDate: "1990-06-15", birthTime: "14:30" }) {
  const user = await insertUser({ email: `share${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "Ada", lastName: "Lovelace" });
  if (birth) await saveProfile(user.id, { ...birth, ...LONDON }, { enforceLimit: false });
  return { user, client: await signedInAs(user) };
}

const put = (client: Client, body: unknown) => client.call(shareApi, "/api/user/share-card", { method: "PUT", json: body });
const remove = (client: Client) => client.call(shareApi, "/api/user/share-card", { method: "DELETE" });
const idOf = (card: ShareCardSettings) => card.id;

type CardData = { card: { name: string; imageUrl: string; url: string; timeKnown: boolean }; rows: { label: string; value: string }[]; facts: string | null; meta: Record<string, string>[] };

/** The card page as a signed-out visitor gets it: status, loader data and the server-rendered HTML. */
const visit = (id: string) => visitCard<CardData>(id);

const image = (id: string, headers: Record<string, string> = {}) => new Client().call(imageRoute, `/c/${id}/image.png`, { params: { id }, headers });

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const metaContent = (meta: Record<string, string>[], key: string) => meta.find((tag) => tag.property === key || tag.name === key)?.content;

/** A degree with its arcminutes ("12°34′", "12° 34'") or a figure of three decimals or more: enough to work a birth back from. */
const PRECISE = [/\d\s*°\s*\d{1,2}\s*['′]/, /\d\.\d{3,}/];
function expectNothingPrecise(what: string, text: string) {
  for (const pattern of PRECISE) expect(text, `${what}: ${pattern} ${pattern.exec(text)?.[0] ?? ""}`).not.toMatch(pattern);
}

describe("a chart to share", () => {
  it("publishes a card readable signed out, with the chart's signs and none of the unticked birth facts", async () => {
    const { client } = await member();
    const created = await put(client, { displayName: "Ada L." });
    expect(created.status).toBe(201);
    const { card } = await json<{ card: ShareCardSettings }>(created);
    expect(card).toMatchObject({ displayName: "Ada L.", showDate: false, showTime: false, showPlace: false, version: 1 });
    expect(card.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(card.url).toBe(`${BASE}/c/${card.id}`);
    expect((await json<{ card: ShareCardSettings }>(await client.call(shareApi, "/api/user/share-card"))).card?.id).toBe(card.id);

    const chart = natalChart({ birthDate: "1990-06-15", birthTime: "14:30", latitude: LONDON.birthLatitude, longitude: LONDON.birthLongitude });
    const { response, data, html } = await visit(idOf(card));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(data!.rows).toEqual([
      { label: "Sun", value: chart.sunSign },
      { label: "Moon", value: chart.moonSign },
      { label: "Rising", value: chart.ascendantSign },
      { label: "Chinese year", value: `${chart.chinese.element} ${chart.chinese.animal}` },
      { label: "Nakshatra", value: chart.nakshatra },
    ]);
    const text = pageText(html);
    expect(text).toContain("Ada L.");
    expect(text).toContain(`${chart.chinese.element} ${chart.chinese.animal}`);
    expect(html).toContain('data-testid="chart-wheel"');
    expect(text).toContain("Share this chart:");
    expect(html).toContain('href="/register"');
    // Nothing of the birth date, time or place, in the page or in its data.
    const everything = html + JSON.stringify(data);
    for (const hidden of ["1990", "June 15", "14:30", "2:30 PM", "London", "51.5", "-0.12", "Lovelace"]) expect(everything, hidden).not.toContain(hidden);
    expect(data!.facts).toBeNull();

    const meta = data!.meta;
    expect(metaContent(meta, "og:image")).toBe(`${BASE}/c/${card.id}/image.png?v=1`);
    expect(metaContent(meta, "og:image:width")).toBe("1200");
    expect(metaContent(meta, "og:image:height")).toBe("630");
    expect(metaContent(meta, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "twitter:image")).toBe(`${BASE}/c/${card.id}/image.png?v=1`);
    expect(metaContent(meta, "robots")).toBe("noindex");
    expect(metaContent(meta, "og:title")).toBe("Ada L.'s chart");
  });

  it("shows each birth fact only once it is ticked", async () => {
    const { client } = await member();
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada", showDate: true }));
    let page = await visit(card.id);
    expect(page.data!.facts).toBe("Born June 15, 1990");
    expect(pageText(page.html)).toContain("Born June 15, 1990");
    for (const hidden of ["2:30 PM", "14:30", "London"]) expect(page.html + JSON.stringify(page.data)).not.toContain(hidden);

    await put(client, { displayName: "Ada", showTime: true, showPlace: true });
    page = await visit(card.id);
    expect(page.data!.facts).toBe("Born 2:30 PM · London, England, United Kingdom");
    expect(page.html + JSON.stringify(page.data)).not.toContain("June 15");
  });

  it("answers a 1200×630 PNG, drawn once per version, revalidated by its ETag; an update is a new version and a new image", async () => {
    const { client } = await member();
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada" }));
    const first = await image(card.id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const renders = shareImageRenders();
    const again = await image(card.id);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect(shareImageRenders()).toBe(renders);
    expect((await image(card.id, { "if-none-match": etag })).status).toBe(304);

    const updated = await put(client, { displayName: "Ada the Analyst" });
    expect(updated.status).toBe(200);
    const next = (await json<{ card: ShareCardSettings }>(updated)).card;
    expect(next).toMatchObject({ id: card.id, version: 2, imageUrl: `${BASE}/c/${card.id}/image.png?v=2` });
    const redrawn = await image(card.id, { "if-none-match": etag });
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.get("etag")).not.toBe(etag);
    expect(shareImageRenders()).toBe(renders + 1);
    expect(pngSize(new Uint8Array(await redrawn.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(metaContent((await visit(card.id)).data!.meta, "og:image")).toBe(`${BASE}/c/${card.id}/image.png?v=2`);
  });

  it("unpublishing makes the page and the image 404 at once, the kept image included; publishing again is a new address", async () => {
    const { client } = await member();
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada" }));
    expect((await image(card.id)).status).toBe(200);
    const etag = (await image(card.id)).headers.get("etag")!;

    expect((await remove(client)).status).toBe(204);
    expect((await visit(card.id)).response.status).toBe(404);
    for (const headers of [{}, { "if-none-match": etag }] as Record<string, string>[]) expect((await image(card.id, headers)).status).toBe(404);
    expect((await json<{ card: null }>(await client.call(shareApi, "/api/user/share-card"))).card).toBeNull();
    const again = await remove(client);
    expect(again.status).toBe(404);
    expect((await json(again)).message).toBe(SHARE_NOT_PUBLISHED);

    const republished = (await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada" }))).card;
    expect(republished.id).not.toBe(card.id);
    expect((await visit(card.id)).response.status).toBe(404);
    expect((await visit(republished.id)).response.status).toBe(200);
  });

  it("lets nobody else change or withdraw a member's card", async () => {
    const owner = await member();
    const other = await member({ birthDate: "1985-01-02", birthTime: "07:00" });
    const { card } = await json<{ card: ShareCardSettings }>(await put(owner.client, { displayName: "Ada" }));

    // The API acts on the signed-in member's own card only: there is no id to aim at another's.
    expect((await remove(other.client)).status).toBe(404);
    expect((await json<{ card: ShareCardSettings }>(await put(other.client, { displayName: "Mallory", showDate: true }))).card.id).not.toBe(card.id);
    const form = await other.client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "share-unpublish" } });
    expect(form.status).toBe(302);
    const page = await visit(card.id);
    expect(page.response.status).toBe(200);
    expect(page.data!.card.name).toBe("Ada");
    expect(page.data!.facts).toBeNull();

    expect((await new Client().call(shareApi, "/api/user/share-card", { method: "PUT", json: { displayName: "X" } })).status).toBe(401);
    expect((await new Client().call(shareApi, "/api/user/share-card", { method: "DELETE" })).status).toBe(401);
  });

  it("answers 404 to a malformed or unknown id", async () => {
    for (const id of ["nope", "../settings", "A".repeat(23), "AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect((await visit(id)).response.status, id).toBe(404);
      expect((await image(id)).status, id).toBe(404);
    }
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const { client } = await member();
    const blank = await put(client, { displayName: "   " });
    expect(blank.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.displayName).toEqual([SHARE_NAME_REQUIRED]);
    expect((await put(client, { displayName: "A".repeat(41) })).status).toBe(400);
    expect((await put(client, { displayName: "Ada", showDate: "yes" })).status).toBe(400);
    expect((await client.call(shareApi, "/api/user/share-card", { method: "PUT", body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await client.call(shareApi, "/api/user/share-card", { method: "POST", json: { displayName: "Ada" } })).status).toBe(405);
    expect((await json<{ card: null }>(await client.call(shareApi, "/api/user/share-card"))).card).toBeNull();

    const noChart = await member(null);
    const refused = await put(noChart.client, { displayName: "Ada" });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(SHARE_NO_PROFILE);
  });

  it("without a birth time: the Moon as two signs when it changed sign that day, no rising sign", async () => {
    let date = "";
    for (let day = 1; day <= 28 && !date; day++) {
      const candidate = `1992-04-${String(day).padStart(2, "0")}`;
      if (natalChart({ birthDate: candidate, birthTime: null, latitude: LONDON.birthLatitude, longitude: LONDON.birthLongitude }).moonSign === null) date = candidate;
    }
    const { client } = await member({ birthDate: date, birthTime: null });
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Noor", showTime: true }));
    const { data, html } = await visit(card.id);
    const moon = data!.rows.find((row) => row.label === "Moon")!.value;
    expect(moon).toMatch(/^\w+ or \w+$/);
    expect(data!.rows.map((row) => row.label)).not.toContain("Rising");
    expect(data!.card.timeKnown).toBe(false);
    // Ticking the time shows nothing when there is none.
    expect(data!.facts).toBeNull();
    expect(pageText(html)).toContain(`Moon ${moon}`);
    expect(html).not.toContain('data-planet="Moon"');
    expect(pngSize(new Uint8Array(await (await image(card.id)).arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("works from the Settings form without JavaScript: publish, update, unpublish", async () => {
    const { client, user } = await member();
    const bad = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "share-card", displayName: "" } });
    expect(bad.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(bad)).result.error.displayName).toEqual([SHARE_NAME_REQUIRED]);

    const published = await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "share-card", displayName: "Ada", showPlace: "on" } });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe("/settings#share");
    const settings = await json<{ share: { card: ShareCardSettings; hasProfile: boolean } }>(await client.call(settingsRoute, "/settings"));
    expect(settings.share.hasProfile).toBe(true);
    expect(settings.share.card).toMatchObject({ displayName: "Ada", showDate: false, showTime: false, showPlace: true, version: 1 });
    expect((await visit(settings.share.card.id)).data!.facts).toBe("Born London, England, United Kingdom");

    await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "share-card", displayName: "Ada" } });
    expect((await visit(settings.share.card.id)).data!.facts).toBeNull();

    const exported = await exportMemberData(user);
    expect((exported.share_cards as { data: unknown }).data).toMatchObject({ id: settings.share.card.id, displayName: "Ada", version: 2 });

    expect((await client.call(settingsRoute, "/settings", { method: "POST", form: { intent: "share-unpublish" } })).status).toBe(302);
    expect((await visit(settings.share.card.id)).response.status).toBe(404);
  });

  it("drawing images is limited per address; a kept image is served free", async () => {
    const { client } = await member();
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada" }));
    const viewer = new Client("203.0.113.9");
    const draw = () => viewer.call(imageRoute, `/c/${card.id}/image.png`, { params: { id: card.id } });
    // RATE_LIMIT_FACTOR 0.02: one drawing a minute per address instead of 60.
    process.env.RATE_LIMIT_FACTOR = "0.02";
    resetEnvForTests();
    resetRateLimits();
    try {
      expect((await draw()).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await draw()).status).toBe(200);
      await put(client, { displayName: "Ada the Analyst" });
      const refused = await draw();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/^Too many requests\. Please try again/);
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });

  it("places the planets by sign alone while a birth detail is hidden — page, data and image — and by degree once all are shown", async () => {
    const { client } = await member();
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada", showDate: true, showPlace: true }));
    let page = await visit(card.id);
    const shown = await publicShareCard(card.id);
    expectNothingPrecise("page", page.html);
    expectNothingPrecise("data", JSON.stringify(page.data));
    expectNothingPrecise("image", cardSvg(cardFace(shown!)));
    expect(page.html).toContain('data-planet="Sun"');
    for (const drawn of ["data-angle=", "data-aspect=", "data-degree="]) expect(page.html, drawn).not.toContain(drawn);
    expect(pageText(page.html)).toContain("The wheel places each planet by its sign only");

    // Nothing finer than the signs: another birth that day with the same signs makes the same card.
    const chart = natalChart({ birthDate: "1990-06-15", birthTime: "14:30", latitude: LONDON.birthLatitude, longitude: LONDON.birthLongitude });
    const signsOf = (c: typeof chart) => JSON.stringify([c.ascendantSign, Object.entries(c.chart.bodies).map(([name, b]) => [name, b?.sign])]);
    const later = ["15:10", "15:00", "14:50", "14:45"].find(
      (time) => signsOf(natalChart({ birthDate: "1990-06-15", birthTime: time, latitude: LONDON.birthLatitude, longitude: LONDON.birthLongitude })) === signsOf(chart),
    )!;
    expect(later).toBeDefined();
    const twin = await member({ birthDate: "1990-06-15", birthTime: later });
    const twinCard = (await json<{ card: ShareCardSettings }>(await put(twin.client, { displayName: "Ada", showDate: true, showPlace: true }))).card;
    expect((await publicShareCard(twinCard.id))!.wheel).toEqual(shown!.wheel);

    // Every detail shown: the wheel by degree, as before.
    await put(client, { displayName: "Ada", showDate: true, showTime: true, showPlace: true });
    page = await visit(card.id);
    expect(page.html).toMatch(PRECISE[0]!);
    expect(page.html).toContain('data-angle="ASC"');
    expect(pageText(page.html)).not.toContain("by its sign only");
  });
});

// The card speaks its member's language, whoever reads it: its labels, names, date and the image's words.
describe("a card in its member's language", () => {
  it.each([
    { locale: "hi", script: /[\u0900-\u097F]/g, words: ["सूर्य", "मिथुन", "जन्म कुण्डली", "15 जून 1990", "वृश्चिक"] },
    { locale: "zh-Hans", script: /\p{Script=Han}/gu, words: ["太阳", "双子座", "本命星盘", "1990年6月15日", "天蝎座"] },
  ])("$locale: the page's rows and facts, and the image", async ({ locale, script, words }) => {
    const { user, client } = await member();
    await updateUser(user.id, { locale });
    const { card } = await json<{ card: ShareCardSettings }>(await put(client, { displayName: "Ada", showDate: true }));
    const { data } = await visit(card.id);
    expect([...data!.rows.map((row) => row.label), data!.facts].join(" ")).not.toMatch(/[a-z]{3}/i);
    const text = cardSvg(cardFace((await publicShareCard(card.id))!)).replace(/<[^>]+>/g, " ");
    for (const word of words) expect(text).toContain(word);
    expect(text.match(script)!.length).toBeGreaterThan(40);
    expect(text).not.toMatch(/\b(Sun|Moon|Rising|Chinese year|Born|NATAL|Western|Vedic|chart|SCO)\b/);
    expect(pngSize(new Uint8Array(await (await image(card.id)).arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});

describe("showsAllDetails", () => {
  it("asks for the date and the place, and the time when there is one", () => {
    const row = (showDate: number, showTime: number, showPlace: number) => ({ showDate, showTime, showPlace });
    expect(showsAllDetails(row(1, 1, 1), true)).toBe(true);
    expect(showsAllDetails(row(1, 0, 1), false)).toBe(true);
    for (const hidden of [row(0, 1, 1), row(1, 0, 1), row(1, 1, 0)]) expect(showsAllDetails(hidden, true), JSON.stringify(hidden)).toBe(false);
    expect(showsAllDetails(row(0, 1, 1), false)).toBe(false);
  });
});

