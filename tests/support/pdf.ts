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

/**
 * The characters a reader gets from each page, the running footer ("<title> … Page N of M") left out
 * and runs of white space counted as one.
 */
export function pageLengths(pages: readonly string[]): number[] {
  return pages.map((page) => page.replace(/^.*Page \d+ of \d+\s*$/m, "").replace(/\s+/g, " ").trim().length);
}

/** Each page's size in points and the roles of its structure tree, depth first (null: the page is untagged). */
export async function readPdfLayout(bytes: Uint8Array): Promise<{ sizes: [number, number][]; roles: (string[] | null)[] }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  const sizes: [number, number][] = [];
  const roles: (string[] | null)[] = [];
  type Node = { role?: string; children?: Node[] };
  const walk = (node: Node, out: string[]) => {
    if (node.role) out.push(node.role);
    for (const child of node.children ?? []) walk(child, out);
  };
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
    const tree = (await page.getStructTree()) as Node | null;
    if (!tree) roles.push(null);
    else {
      const out: string[] = [];
      walk(tree, out);
      roles.push(out);
    }
  }
  await pdf.destroy();
  return { sizes, roles };
}
