// Reads a PDF as a reader would: its page count and the text of each page (pdf.js, which maps the
// embedded fonts' glyphs back to characters through their ToUnicode tables).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await pdf.destroy();
  return { pages, text: pages.join("\n") };
}

/** The page objects of a PDF, counted in its bytes (`/Type /Page`, not `/Pages`). */
export function countPageObjects(bytes: Uint8Array): number {
  return (Buffer.from(bytes).toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}
