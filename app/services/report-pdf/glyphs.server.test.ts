// Every character a report draws exists in the face it is drawn in: a mark a face lacks prints as an
// empty box (.notdef). The test reads what pdfkit lays out (to measure and to draw) in each embedded face.
import { describe, expect, it } from "vitest";
import { insertUser } from "~/models/user.server";
import { generateCompatibility } from "~/services/compatibility.server";
import { getProfileView, saveProfile } from "~/services/profile.server";
import { LOCALES } from "~/i18n/locales";
import { matchPdf } from "./match.server";
import { natalPdf } from "./natal.server";
import { ReportPdf } from "./document.server";
import { faceIn } from "./fonts.server";

type Face = { postscriptName: string; hasGlyphForCodePoint(codePoint: number): boolean };
type Layout = { font: Face; layout(text: string, ...rest: unknown[]): unknown };

/** The characters each face was asked to draw and does not hold, while `make` writes a report. */
async function missing(make: () => Promise<unknown>) {
  const doc = faceIn(new ReportPdf({ title: "", author: "", subject: "" }).doc, "text");
  const prototype = Object.getPrototypeOf((doc as unknown as { _font: Layout })._font) as Layout;
  const layout = prototype.layout;
  const misses = new Set<string>();
  prototype.layout = function (this: Layout, text, ...rest) {
    for (const char of text) if (!this.font.hasGlyphForCodePoint(char.codePointAt(0)!)) misses.add(`${this.font.postscriptName} U+${char.codePointAt(0)!.toString(16).toUpperCase()} ${char}`);
    return layout.call(this, text, ...rest);
  };
  try {
    await make();
  } finally {
    prototype.layout = layout;
  }
  return [...misses];
}

describe("the report PDFs' glyphs", () => {
  it.each(LOCALES)("%s: every character drawn is in the face that draws it", async (locale) => {
    const user = await insertUser({ email: `gl${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "Mira", lastName: "", subscriptionTier: "premium", locale });
    await saveProfile(user.id, { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 }, { enforceLimit: false });
    const details = { partnerName: "Aman", partnerBirthDate: "1988-03-09", partnerBirthTime: "08:15", partnerBirthPlace: "Paris", partnerBirthLatitude: 48.8566, partnerBirthLongitude: 2.3522 };
    const { report, wheel } = await generateCompatibility(user, details);
    const profile = (await getProfileView(user.id))!;
    expect(await missing(async () => [await natalPdf(profile, "Mira", "north", { locale }), await natalPdf(profile, "Mira", "south", { locale }), await matchPdf(report, wheel, { locale })])).toEqual([]);
  });
});
