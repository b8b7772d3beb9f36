// The Match PDF sets names written in Devanagari and Chinese in faces that carry those scripts
// (fonts.server.ts), so a Hindi or Chinese member's report prints every name, not empty boxes (names
// without conjuncts: a shaped reph is read back from the PDF in glyph order).
import { describe, expect, it } from "vitest";
import { insertUser } from "~/models/user.server";
import { generateCompatibility } from "~/services/compatibility.server";
import { saveProfile } from "~/services/profile.server";
import { readPdf } from "../../../tests/support/pdf";
import { matchPdf } from "./match.server";

describe("the Match PDF in other scripts", () => {
  it.each([
    { locale: "hi", name: "मीरा", partner: "अमन" },
    { locale: "zh-Hans", name: "李雷", partner: "韩梅梅" },
  ] as const)("$locale: both names are in the PDF's text", async ({ locale, name, partner }) => {
    const user = await insertUser({ email: `mp${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: name, lastName: "", subscriptionTier: "premium", locale });
    await saveProfile(user.id, { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278 }, { enforceLimit: false });
    const details = { partnerName: partner, partnerBirthDate: "1988-03-09", partnerBirthTime: "08:15", partnerBirthPlace: "Paris", partnerBirthLatitude: 48.8566, partnerBirthLongitude: 2.3522 };
    const { report, wheel } = await generateCompatibility(user, details);
    const { text } = await readPdf(await matchPdf(report, wheel));
    expect(text).toContain(`${name} & ${partner}`);
  });
});
