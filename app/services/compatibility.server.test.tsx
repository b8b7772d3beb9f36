import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ReportHeader } from "~/components/chart/match/scores";
import { ReportBody } from "~/components/chart/match/sections";
import { insertUser } from "~/models/user.server";
import type { CompatibilityDetails } from "~/schemas/profile";
import { dailyLimitMessage, generateCompatibility, reportForDownload, reportToken } from "~/services/compatibility.server";
import { matchPdf } from "~/services/report-pdf.server";
import { saveProfile } from "~/services/profile.server";
import { pageLengths, readPdf } from "../../tests/support/pdf";

type Birth = {
  birthDate: string;
  birthTime: string | null;
  birthPlace: string;
  birthLatitude: number;
  birthLongitude: number;
};

const LAGOS = {
  birthPlace: "Lagos, Lagos, NG",
  birthLatitude: 6.5244,
  birthLongitude: 3.3792,
};
const MANCHESTER = {
  partnerBirthPlace: "Manchester, England, GB",
  partnerBirthLatitude: 53.4808,
  partnerBirthLongitude: -2.2426,
};

/** Five couples: both birth times, one, the other, none; water with water, fire with earth, one sign twice. */
const COUPLES: {
  name: string;
  member: Birth;
  partner: CompatibilityDetails;
}[] = [
  {
    name: "Maya",
    member: { birthDate: "1994-07-09", birthTime: "14:25", ...LAGOS },
    partner: {
      partnerName: "Theo",
      partnerBirthDate: "1992-11-03",
      partnerBirthTime: "07:10",
      ...MANCHESTER,
    },
  },
  {
    name: "Ines",
    member: {
      birthDate: "1988-04-02",
      birthTime: null,
      birthPlace: "Lisbon, Lisbon, PT",
      birthLatitude: 38.7223,
      birthLongitude: -9.1393,
    },
    partner: {
      partnerName: "Kenji",
      partnerBirthDate: "1986-09-14",
      partnerBirthTime: "22:40",
      partnerBirthPlace: "Osaka, Osaka, JP",
      partnerBirthLatitude: 34.6937,
      partnerBirthLongitude: 135.5023,
    },
  },
  {
    name: "Ravi",
    member: {
      birthDate: "1979-12-25",
      birthTime: "05:05",
      birthPlace: "Mumbai, Maharashtra, IN",
      birthLatitude: 19.076,
      birthLongitude: 72.8777,
    },
    partner: {
      partnerName: "Ana",
      partnerBirthDate: "1981-05-30",
      partnerBirthTime: null,
      partnerBirthPlace: "São Paulo, São Paulo, BR",
      partnerBirthLatitude: -23.5505,
      partnerBirthLongitude: -46.6333,
    },
  },
  {
    name: "Olu",
    member: { birthDate: "2001-03-21", birthTime: null, ...LAGOS },
    partner: {
      partnerName: "Maren",
      partnerBirthDate: "1999-08-12",
      partnerBirthTime: null,
      partnerBirthPlace: "Oslo, Oslo, NO",
      partnerBirthLatitude: 59.9139,
      partnerBirthLongitude: 10.7522,
    },
  },
  {
    name: "Lea",
    member: {
      birthDate: "1990-10-10",
      birthTime: "12:00",
      birthPlace: "Sydney, New South Wales, AU",
      birthLatitude: -33.8688,
      birthLongitude: 151.2093,
    },
    partner: {
      partnerName: "Sam",
      partnerBirthDate: "1993-10-15",
      partnerBirthTime: "18:30",
      partnerBirthPlace: "Toronto, Ontario, CA",
      partnerBirthLatitude: 43.6532,
      partnerBirthLongitude: -79.3832,
    },
  },
];

const SLOT = /\{\w+\}/;

/** Every string of a value (the report as JSON carries its prose in many fields). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The page's words: the report's header and body as the server renders them, tags removed. */
function pageText(element: React.ReactElement) {
  return renderToStaticMarkup(element)
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

describe("the Match report of five couples", () => {
  it.each(COUPLES)("$name and $partner.partnerName: no unfilled {slot} as JSON, on the page, in the .txt or in the PDF", async (couple) => {
    const user = await insertUser({
      email: `${couple.name.toLowerCase()}${Math.random().toString(36).slice(2)}@example.test`,
      passwordHash: "x",
      firstName: couple.name,
      lastName: "Tester",
      subscriptionTier: "premium",
    });
    await saveProfile(user.id, couple.member);
    const { report, wheel } = await generateCompatibility(user, couple.partner);

    const json = stringsOf(JSON.parse(JSON.stringify(report)));
    expect(json.join("\n")).toContain(couple.partner.partnerName);
    expect(json.filter((s) => SLOT.test(s))).toEqual([]);

    const page = pageText(
      <>
        <ReportHeader report={report} wheel={wheel} />
        <ReportBody report={report} wheel={wheel} />
      </>,
    );
    expect(page).toContain("Summary");
    expect(page).not.toMatch(SLOT);

    const txt = await reportForDownload(user, reportToken(user.id, couple.partner, report.generatedAt));
    expect(txt.text).toContain(couple.partner.partnerName);
    expect(txt.text).not.toMatch(SLOT);

    const pdf = await readPdf(new Uint8Array(await matchPdf(report, wheel, { compress: false })));
    expect(pdf.text).toContain("Summary");
    expect(pdf.text).not.toMatch(SLOT);
    // The composite chart is drawn and named; every figure reads as printed (3.6° stays 3.6°, not 306°).
    expect(pdf.text).toContain("Your Composite Chart");
    expect(pdf.text).toContain(`Composite ${report.composite.aspects[0]!.a}`);
    for (const contact of report.western.contacts) expect(pdf.text).toContain(`${contact.orb.toFixed(1)}°`);

    // Full pages on both papers: after the cover and the contents, none under 600 characters.
    const letter = await readPdf(new Uint8Array(await matchPdf(report, wheel, { compress: false, paper: "LETTER" })));
    for (const read of [pdf, letter]) {
      const lengths = pageLengths(read.pages).slice(2);
      expect(lengths.filter((n) => n < 600), lengths.join(" ")).toEqual([]);
    }
  });
});

describe("the daily limit's refusal", () => {
  it("is the spec's English with the 24-hour UTC time, and another language's words with its Intl time", () => {
    const at = new Date("2026-01-05T00:07:00Z");
    expect(dailyLimitMessage(at)).toBe("You have generated 30 compatibility reports in the last 24 hours, the daily limit. You can generate another after 00:07 UTC.");
    expect(dailyLimitMessage(at, "es")).toBe("Has generado 30 informes de compatibilidad en las últimas 24 horas, el límite diario. Podrás generar otro después de las 00:07 UTC.");
    expect(dailyLimitMessage(new Date("2026-01-05T21:45:00Z"), "zh-Hans")).toContain("UTC时间21:45之后");
  });
});
