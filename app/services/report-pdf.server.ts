/**
 * Reports as PDF (Premium): the natal report — the chart read three ways, with the wheel and the D1
 * and D9 charts drawn as vectors — and the Match report — the bi-wheel, the three scores, the koota
 * table, the composite chart and every section of the reading. Both are made from the same data as
 * the pages that show them (the stored profile view; the Match report re-created from its signed
 * token or a saved person), so the PDF never says anything the screen does not. Nothing is stored.
 * The paper is Letter or A4 by the member's country (./report-pdf/paper.server.ts).
 * The HTML download links and the /api routes share these functions.
 */
import { HttpError } from "~/domain/errors";
import { memberLocale } from "~/i18n/messages.server";
import { displayName } from "~/domain/user";
import type { VedicStyle } from "~/domain/vedic-style";
import { isPremium, type User } from "~/models/user.server";
import { rateLimit } from "~/services/rate-limit.server";
import type { CompatibilityDetails } from "~/schemas/profile";
import { buildReport, generateCompatibility, NO_PROFILE, PREMIUM_REQUIRED, readReportToken, reportFileName, requireProfile, type CompatibilityResult, type CompatibilityWheel } from "~/services/compatibility.server";
import { personReport } from "~/services/people.server";
import { getProfileView, type ProfileView } from "~/services/profile.server";
import { cachedProfileView } from "~/services/chart-view.server";
import { matchPdf } from "./report-pdf/match.server";
import { natalPdf, type PdfOptions } from "./report-pdf/natal.server";
import { paperOfZone, type Paper } from "./report-pdf/paper.server";

export { warmReportFonts } from "./report-pdf/fonts.server";
export { natalPdf, type PdfOptions } from "./report-pdf/natal.server";
export { matchPdf } from "./report-pdf/match.server";

export const NATAL_PDF_PREMIUM = "The natal report as a PDF is a Premium feature. Upgrade to Premium to download it.";

export type PdfFile = { fileName: string; bytes: Buffer };

function slug(text: string) {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "chart"
  );
}

/** The member's paper: by their own time zone, else by their birth place's (read only when needed). */
async function paperOf(user: User, profile?: ProfileView): Promise<Paper> {
  return paperOfZone(user.timezone) ?? paperOfZone((profile ?? (await getProfileView(user.id)))?.chart.ianaZone) ?? "A4";
}

/** The natal report of the member's chart as a PDF; 403 without Premium, 404 without a chart. */
export async function natalReportPdf(user: User, style: VedicStyle, options: PdfOptions = {}): Promise<PdfFile> {
  if (!isPremium(user)) throw new HttpError(403, NATAL_PDF_PREMIUM);
  const { now = new Date(), locale = memberLocale(user) } = options;
  const profile = await cachedProfileView(user.id, now, locale);
  if (!profile) throw new HttpError(404, NO_PROFILE);
  await rateLimit("reportPdf", user.id);
  const name = displayName(user, "Your chart");
  return { fileName: `natal-report-${slug(name)}-${now.toISOString().slice(0, 10)}.pdf`, bytes: await natalPdf(profile, name, style, { paper: await paperOf(user, profile), ...options, locale, now }) };
}

/** The Match report as a PDF, from the report's signed download token (the HTML form). */
export async function matchReportPdfFromToken(user: User, token: string, options: PdfOptions = {}): Promise<PdfFile> {
  if (!isPremium(user)) throw new HttpError(403, PREMIUM_REQUIRED);
  const { details, generatedAt } = readReportToken(user.id, token);
  await rateLimit("reportPdf", user.id);
  const profile = await requireProfile(user.id);
  return matchFile(user, buildReport(user, profile, details, new Date(generatedAt)), options, profile);
}

/** POST /api/compatibility/report.pdf: a new report (a generation, as POST /api/compatibility) as a PDF. */
export async function generateMatchReportPdf(user: User, details: CompatibilityDetails, options: PdfOptions = {}): Promise<PdfFile> {
  await rateLimit("reportPdf", user.id);
  return matchFile(user, await generateCompatibility(user, details, options.now), options);
}

/** The Match report with one of the member's saved people; 404 for anyone else's. */
export async function personReportPdf(user: User, personId: string, options: PdfOptions = {}): Promise<PdfFile> {
  await rateLimit("reportPdf", user.id);
  return matchFile(user, await personReport(user, personId, options.now), options);
}

/** The file, in the member's language: the report was written in it (buildReport). */
async function matchFile(user: User, { report, wheel }: { report: CompatibilityResult; wheel: CompatibilityWheel }, options: PdfOptions, profile?: ProfileView): Promise<PdfFile> {
  const bytes = await matchPdf(report, wheel, { paper: await paperOf(user, profile), locale: memberLocale(user), ...options });
  return { fileName: reportFileName(report.partnerName, report.generatedAt).replace(/\.txt$/, ".pdf"), bytes };
}
