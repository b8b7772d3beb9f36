import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { insertUser, updateUser } from "~/models/user.server";
import { createSession } from "~/http/session.server";
import * as natalPage from "~/routes/profile-report-pdf";
import * as natalApi from "~/routes/api/profile.report-pdf";
import * as matchDownload from "~/routes/compatibility-download-pdf";
import * as matchApi from "~/routes/api/compatibility.report-pdf";
import * as personApi from "~/routes/api/people.$id.report-pdf";
import { resetRateLimits } from "~/services/rate-limit.server";
import { resetEnvForTests } from "~/env.server";
import { formatLongDate } from "~/domain/dates";
import { formatClockTime } from "~/domain/format";
import { reportToken } from "~/services/compatibility.server";
import { createPerson } from "~/services/people.server";
import { saveProfile } from "~/services/profile.server";
import type { CompatibilityDetails } from "~/schemas/profile";
import { Client, json } from "../../tests/support/routes";
import { countPageObjects, pageLengths, readPdf, readPdfLayout } from "../../tests/support/pdf";
import { NATAL_PDF_PREMIUM, natalPdf, natalReportPdf } from "./report-pdf.server";
import { recordStatements } from "../../tests/support/statements";
import { memberSpeaking } from "../../tests/support/members";
import { getProfileView } from "~/services/profile.server";

beforeEach(() => resetRateLimits());

async function newUser(premium: boolean) {
  return insertUser({
    email: `pdf${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: "Hypatia",
    lastName: "Alexandria",
    subscriptionTier: premium ? "premium" : "free",
  });
}

async function clientFor(userId: string) {
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(userId, false) } }));
  return client;
}

const SYDNEY = { birthDate: "1985-01-20", birthTime: "06:45", birthPlace: "Sydney, New South Wales, AU", birthLatitude: -33.8688, birthLongitude: 151.2093 };
const PARTNER: CompatibilityDetails = {
  partnerName: "Zoë Renée",
  partnerBirthDate: "1987-09-02",
  partnerBirthTime: "14:10",
  partnerBirthPlace: "Paris, Île-de-France, FR",
  partnerBirthLatitude: 48.8566,
  partnerBirthLongitude: 2.3522,
};

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  expect(bytes.byteLength).toBeLessThanOrEqual(1_000_000);
  const read = await readPdf(bytes);
  // The page objects in the file and the pages a reader sees agree, and there is more than one.
  expect(countPageObjects(bytes)).toBe(read.pages.length);
  expect(read.pages.length).toBeGreaterThan(2);
  return { bytes, ...read };
}

/** The reader's text with line breaks and runs of spaces folded, so headings match however they wrap. */
function flat(text: string) {
  return text.replace(/\s+/g, " ");
}

describe("the natal report as a PDF", () => {
  it("holds a cover, linked contents, the three traditions and page numbers, the Vedic charts in the chosen style", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const response = await client.call(natalPage, "/profile/report.pdf?style=south");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="natal-report-hypatia-${today}.pdf"`);
    const { pages, text } = await pdfOf(response);
    const all = flat(text);
    // Cover: the name and the Big Three; the contents page lists the chapters with their pages.
    expect(flat(pages[0]!)).toContain("Hypatia");
    expect(flat(pages[0]!)).toContain("Capricorn Sun");
    expect(flat(pages[1]!)).toContain("Contents");
    for (const chapter of ["Western Astrology", "Chinese Astrology", "Vedic Astrology"]) {
      expect(flat(pages[1]!)).toContain(chapter);
      expect(all.split(chapter).length).toBeGreaterThan(2); // in the contents and as a heading
    }
    for (const heading of ["Your Chart Wheel", "Planetary Positions", "Sun in Capricorn", "The Four Pillars", "Rasi (D1) and Navamsa (D9)", "The Nine Grahas", "Vimshottari Dasha", "Sade Sati"]) {
      expect(all).toContain(heading);
    }
    // The South Indian grid names its signs and the centre of each chart; every page but the cover is numbered.
    pages.slice(1).forEach((page, i) => expect(flat(page)).toContain(`Page ${i + 2} of ${pages.length}`));
    expect(flat(pages[0]!)).not.toContain("Page 1 of");
  });

  it("follows the remembered chart style without ?style, and answers the same file from /api", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const north = await pdfOf(await client.call(natalApi, "/api/profile/report.pdf", { headers: { cookie: `${client.cookieHeader()}; vedic_style=north` } }));
    const south = await pdfOf(await client.call(natalApi, "/api/profile/report.pdf?style=south"));
    // The South Indian grid names each chart in its centre ("Rasi", "Navamsa"); the North Indian diamond does not.
    const count = (text: string, word: string) => flat(text).split(word).length - 1;
    expect(count(south.text, "Rasi")).toBe(count(north.text, "Rasi") + 1);
    expect(count(south.text, "Navamsa")).toBe(count(north.text, "Navamsa") + 1);
    expect(north.pages.length).toBe(south.pages.length);
  });

  it("refuses free members (403 with the Premium message), a member without a chart (404) and a bad style (400)", async () => {
    const free = await newUser(false);
    await saveProfile(free.id, SYDNEY);
    const freeClient = await clientFor(free.id);
    const page = await freeClient.call(natalPage, "/profile/report.pdf");
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(`${NATAL_PDF_PREMIUM}\n`);
    const api = await freeClient.call(natalApi, "/api/profile/report.pdf");
    expect(api.status).toBe(403);
    expect((await json<{ message: string }>(api)).message).toBe(NATAL_PDF_PREMIUM);

    const chartless = await clientFor((await newUser(true)).id);
    expect((await chartless.call(natalApi, "/api/profile/report.pdf")).status).toBe(404);

    const premium = await newUser(true);
    await saveProfile(premium.id, SYDNEY);
    const client = await clientFor(premium.id);
    const bad = await client.call(natalApi, "/api/profile/report.pdf?style=east");
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe("The chart style must be north or south.");
    expect((await client.call(natalPage, "/profile/report.pdf?style=east")).status).toBe(400);
  });
});

// The report's own words (headings, contents, table heads, facts, footers) in the member's language;
// the names of signs, planets, stems and branches from the catalogs. Readings whose bank is still
// English (the year's BaZi reading, Sade Sati, yogas) and the clock's description are not its words:
// the English-word check reads the contents page, which lists every heading, and the Chinese table heads.
describe("the natal report in the member's language", () => {
  const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into|page|contents|astrology|house)\b/gi;
  // The ayanamsa as pdf.js reads it: the short i (ि) in the order it is drawn, before its consonant.
  it.each([
    { locale: "hi", script: /[\u0900-\u097F]/g, words: ["पृष्ठ 2 /", "नवग्रह", "राहु", "मकर", "माध्य पात", ...["लािहड़ी (िचत्रपक्ष) अयनांश", "(लािहड़ी अयनांश)"]], heads: [] },
    { locale: "zh-Hans", script: /\p{Script=Han}/gu, words: ["第 2 页", "目录", "西方占星", "太阳在摩羯座", "甲子"], heads: ["柱 干支 五行 生肖", "星曜 星座 度数 月宿 宫位 九分盘"] },
  ])("$locale: its words, in the script's face", async ({ locale, script, words, heads }) => {
    const user = await newUser(true);
    await updateUser(user.id, { locale });
    await saveProfile(user.id, SYDNEY);
    const { pages, text } = await pdfOf(await (await clientFor(user.id)).call(natalPage, "/profile/report.pdf"));
    const all = flat(text);
    expect(all.match(script)?.length ?? 0).toBeGreaterThan(1500);
    for (const word of [...words, ...heads]) expect(all).toContain(word);
    expect(flat(pages[1]!).match(script)?.length ?? 0).toBeGreaterThan(60);
    expect([flat(pages[1]!), ...heads].join(" ").match(ENGLISH)).toBeNull();
    expect(all).not.toMatch(/Planetary Positions|Stem and branch|Page \d+ of|Western Astrology|Running now|Lahiri|Mean node|Julian year|At midnight|clock time/);
  });

  it("reads the member's profile once, through the kept view in their language", async () => {
    const user = await insertUser({ email: `pdf${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "Meera", lastName: "", subscriptionTier: "premium", locale: "hi" });
    await saveProfile(user.id, SYDNEY);
    const { statements } = await recordStatements(() => natalReportPdf(user, "north"));
    // The kept view's version, then the row it is built from: no other read of the profile.
    expect(statements.filter((sql) => sql.includes('from "astrology_profiles"'))).toHaveLength(2);
  });
});

/** Births with and without a time, north and south, east and west (the members of the five couples of the Match tests). */
const BIRTHS = [
  { birthDate: "1994-07-09", birthTime: "14:25", birthPlace: "Lagos, Lagos, NG", birthLatitude: 6.5244, birthLongitude: 3.3792 },
  { birthDate: "1988-04-02", birthTime: null, birthPlace: "Lisbon, Lisbon, PT", birthLatitude: 38.7223, birthLongitude: -9.1393 },
  { birthDate: "1979-12-25", birthTime: "05:05", birthPlace: "Mumbai, Maharashtra, IN", birthLatitude: 19.076, birthLongitude: 72.8777 },
  { birthDate: "2001-03-21", birthTime: null, birthPlace: "Lagos, Lagos, NG", birthLatitude: 6.5244, birthLongitude: 3.3792 },
  { birthDate: "1990-10-10", birthTime: "12:00", birthPlace: "Sydney, New South Wales, AU", birthLatitude: -33.8688, birthLongitude: 151.2093 },
];

describe("the natal report's pages", () => {
  it.each(BIRTHS)("born $birthDate in $birthPlace: full pages on A4 and Letter, and the exact birth data", async (birth) => {
    const user = await newUser(true);
    await saveProfile(user.id, birth);
    const profile = (await getProfileView(user.id))!;
    for (const paper of ["A4", "LETTER"] as const) {
      const { pages, text } = await readPdf(new Uint8Array(await natalPdf(profile, "Hypatia", "north", { paper, compress: false })));
      // After the cover and the contents no page is under 600 characters; the last, the About This Report aside, may be.
      const lengths = pageLengths(pages).slice(2, -1);
      expect(lengths.filter((n) => n < 600), `${paper}: ${lengths.join(" ")}`).toEqual([]);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(flat(text)).toContain(`Time ${birth.birthTime ? formatClockTime(birth.birthTime) : "Unknown"}`);
      expect(flat(text)).toContain(`Universal time ${formatLongDate(profile.chart.utc)}, ${profile.chart.utc.slice(11, 16)} UT`);
    }
  });

  it("is tagged for screen readers: a structure tree on every page, with headings, paragraphs, tables, figures and the contents", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const { bytes } = await pdfOf(await client.call(natalPage, "/profile/report.pdf"));
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/StructTreeRoot \d+ 0 R/);
    const { roles } = await readPdfLayout(bytes);
    expect(roles.every((page) => page !== null && page.length > 0)).toBe(true);
    expect(roles[0]).toEqual(expect.arrayContaining(["H1", "P"]));
    expect(roles[1]).toEqual(expect.arrayContaining(["H1", "TOC", "TOCI"]));
    const all = roles.flat();
    for (const role of ["H1", "H2", "H3", "P", "Table", "TR", "TH", "TD", "Figure", "Caption"]) expect(all).toContain(role);
  });

  // A reader copies shaped Devanagari in drawing order: the vowel sign ि before its consonants, the
  // reph र् after the syllable it crowns; that order is the proof the Indic shaping ran.
  it.each([
    ["प्रिया शर्मा", "िप्रया शमार्", "NotoSansDevanagari-Regular"],
    ["王小明", "王小明", "NotoSansSC-Regular"],
  ])("writes the name %s in its own script's face, shaped, on the cover and on every page's footer", async (name, drawn, face) => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const bytes = await natalPdf((await getProfileView(user.id))!, name, "north", { compress: false });
    const fonts = Buffer.from(bytes).toString("latin1").match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g)!.map((f) => f.split("+")[1]);
    expect(fonts).toContain(face);
    const { pages } = await readPdf(new Uint8Array(bytes));
    expect(pages[0]).toContain(drawn);
    expect(pages.slice(1).filter((page) => !page.includes(drawn))).toEqual([]);
  });

  it("is set on Letter for a member whose zone is in a Letter country, A4 for one elsewhere, by the birth place without a zone", async () => {
    const sizeOf = async (timezone: string | null, birth: typeof SYDNEY) => {
      const user = await newUser(true);
      await saveProfile(user.id, birth);
      await updateUser(user.id, { timezone });
      const { bytes } = await pdfOf(await (await clientFor(user.id)).call(natalApi, "/api/profile/report.pdf"));
      return new Set((await readPdfLayout(bytes)).sizes.map(([w, h]) => `${w}x${h}`));
    };
    expect(await sizeOf("America/Toronto", SYDNEY)).toEqual(new Set(["612x792"]));
    expect(await sizeOf("Europe/London", { ...SYDNEY, birthPlace: "Manila, Metro Manila, PH", birthLatitude: 14.5995, birthLongitude: 120.9842 })).toEqual(new Set(["595x842"]));
    expect(await sizeOf(null, { ...SYDNEY, birthPlace: "Manila, Metro Manila, PH", birthLatitude: 14.5995, birthLongitude: 120.9842 })).toEqual(new Set(["612x792"]));
  });
});

describe("the Match report as a PDF", () => {
  it("from the report's token: bi-wheel, scores, koota table and every section, not another generation", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const generatedAt = new Date().toISOString();
    const response = await client.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: { token: reportToken(user.id, PARTNER, generatedAt) } });
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="compatibility-report-zoe-renee-${generatedAt.slice(0, 10)}.pdf"`);
    const { pages, text } = await pdfOf(response);
    const all = flat(text);
    expect(flat(pages[0]!)).toContain("Hypatia & Zoë Renée");
    for (const heading of ["Contents", "Scores", "Western synastry", "Chinese zodiac", "Vedic Guna Milan", "Guna Milan, koota by koota", "Bi-wheel", "Contacts, tightest first"]) {
      expect(all.toLowerCase()).toContain(heading.toLowerCase());
    }
    for (const koota of ["Varna", "Vashya", "Tara", "Yoni", "Graha Maitri", "Gana", "Bhakoot", "Nadi"]) expect(all).toContain(koota);
    const logs = await db().selectFrom("compatibilityReportLogs").selectAll().where("userId", "=", user.id).execute();
    expect(logs).toHaveLength(0);
  });

  it("holds the same section titles as the report on screen", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const client = await clientFor(user.id);
    const response = await client.call(matchApi, "/api/compatibility/report.pdf", { method: "POST", json: PARTNER });
    const { text } = await pdfOf(response);
    const { buildReport, requireProfile } = await import("~/services/compatibility.server");
    const { report } = buildReport(user, await requireProfile(user.id), PARTNER, new Date());
    for (const section of report.sections) expect(flat(text)).toContain(section.title);
    // The API's PDF is a generation, as POST /api/compatibility is.
    const logs = await db().selectFrom("compatibilityReportLogs").selectAll().where("userId", "=", user.id).execute();
    expect(logs).toHaveLength(1);
  });

  it("of a saved person by id; someone else's person is 404, a free member 403, a bad token or body 400", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY);
    const person = await createPerson(user, {
      name: "Ada",
      relationship: "friend",
      birthDate: "1990-03-14",
      birthTime: "09:30",
      birthPlace: "London, England, GB",
      birthLatitude: 51.5074,
      birthLongitude: -0.1278,
      agreement: true,
    });
    const client = await clientFor(user.id);
    const own = await pdfOf(await client.call(personApi, `/api/people/${person.id}/report.pdf`, { params: { id: person.id } }));
    expect(flat(own.pages[0]!)).toContain("Hypatia & Ada");

    const other = await newUser(true);
    await saveProfile(other.id, SYDNEY);
    const otherClient = await clientFor(other.id);
    const foreign = await otherClient.call(personApi, `/api/people/${person.id}/report.pdf`, { params: { id: person.id } });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe("Person not found");
    // Another member's token is not theirs to download either.
    const stolen = await otherClient.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: { token: reportToken(user.id, PARTNER, new Date().toISOString()) } });
    expect(stolen.status).toBe(400);

    const free = await newUser(false);
    await saveProfile(free.id, SYDNEY);
    const freeClient = await clientFor(free.id);
    expect((await freeClient.call(personApi, `/api/people/${person.id}/report.pdf`, { params: { id: person.id } })).status).toBe(403);
    const freeForm = await freeClient.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: { token: reportToken(free.id, PARTNER, new Date().toISOString()) } });
    expect(freeForm.status).toBe(403);
    expect(await freeForm.text()).toContain("Premium");
    expect((await freeClient.call(matchApi, "/api/compatibility/report.pdf", { method: "POST", json: PARTNER })).status).toBe(403);

    expect((await client.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: { token: "not-a-token" } })).status).toBe(400);
    expect((await client.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: {} })).status).toBe(400);
    const malformed = await client.call(matchApi, "/api/compatibility/report.pdf", { method: "POST", json: { ...PARTNER, partnerBirthDate: "1987-13-45" } });
    expect(malformed.status).toBe(400);
  });
});

// The Match PDF's own words (cover, contents, headings, table heads, scores, facts, footers) in the
// language the member registered in. The reading's prose and the engine's koota details and notes are
// the writers': the English-word check reads the cover and the contents page, which list the report's
// own words and the section titles; the rest is checked for the English labels it used to print.
describe("the Match report in the member's language", () => {
  const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into|page|contents|scores|composite)\b/gi;
  it.each([
    { header: "hi-IN,hi;q=0.9", email: "meera.pdf@example.test", script: /[\u0900-\u097F]/g, words: ["पृष्ठ 2 /", "दीप्तांश", "साथ में", "कुल", "संयुक्त"] },
    { header: "zh-CN,zh;q=0.9", email: "li.pdf@example.test", script: /\p{Script=Han}/gu, words: ["第 2 页", "计算什么", "相位，最紧密的在前", "吠陀合婚，逐项库塔", "组合盘位置", "生成日期", "两人合看", "太阳摩羯座"] },
  ])("$header: its words, from the download form's token", async ({ header, email, script, words }) => {
    const client = await memberSpeaking(header, email, { chart: false });
    const user = await db().updateTable("users").set({ subscriptionTier: "premium" }).where("email", "=", email).returningAll().executeTakeFirstOrThrow();
    await saveProfile(user.id, SYDNEY);
    const token = reportToken(user.id, { ...PARTNER, partnerBirthTime: null }, new Date().toISOString());
    const { pages, text } = await pdfOf(await client.call(matchDownload, "/compatibility/download.pdf", { method: "POST", form: { token } }));
    const all = flat(text);
    for (const word of words) expect(all).toContain(word);
    const own = flat(pages[0]! + pages[1]!);
    expect(own.match(script)?.length ?? 0).toBeGreaterThan(100);
    expect(own.match(ENGLISH)).toBeNull();
    expect(all).not.toMatch(/What it counts|Contacts, tightest first|Composite positions|Needs the birth time|Page \d+ of|About This Report|Generated|Together|koota by koota/);
  });
});

describe("PDFs in a row", () => {
  it("with the shipped limits (RATE_LIMIT_FACTOR=1), one member's 21st PDF in ten minutes is a 429 with Retry-After", async () => {
    const user = await newUser(true);
    await saveProfile(user.id, SYDNEY, { enforceLimit: false });
    const client = await clientFor(user.id);
    process.env.RATE_LIMIT_FACTOR = "1";
    resetEnvForTests();
    resetRateLimits();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 60 && !statuses.includes(429); i++) statuses.push((await client.call(natalPage, "/profile/report.pdf")).status);
      expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
      const refused = await client.call(natalApi, "/api/profile/report.pdf");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
      expect(await json(refused)).toMatchObject({ message: expect.stringMatching(/^Too many requests/) });
    } finally {
      process.env.RATE_LIMIT_FACTOR = "1000";
      resetEnvForTests();
      resetRateLimits();
    }
  });
});

