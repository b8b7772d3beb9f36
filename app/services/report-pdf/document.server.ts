/**
 * A designed report as a PDF (pdfkit): A4 pages in the product's colours and its own typefaces
 * (Fraunces for headings, Inter for text, DejaVu Sans for the astrological symbols, all bundled as
 * TrueType and embedded as subsets), a cover, a contents page whose entries link to their sections,
 * PDF bookmarks, and "page N of M" in every footer but the cover's. Each report (natal, Match) builds
 * its sections with the methods below; the drawings come from ./drawings.server.ts.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);

/** The bundled TrueType files (SIL Open Font License: Inter, Fraunces; the Bitstream Vera licence: DejaVu). */
const FONT_FILES = {
  text: "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf",
  textBold: "@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf",
  textItalic: "@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf",
  display: "@expo-google-fonts/fraunces/400Regular/Fraunces_400Regular.ttf",
  displayItalic: "@expo-google-fonts/fraunces/400Regular_Italic/Fraunces_400Regular_Italic.ttf",
  symbols: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
} as const;
export type FontName = keyof typeof FONT_FILES;

/**
 * Parsing a TrueType file (its glyph, substitution and positioning tables) costs more than laying out
 * and writing a whole report, and pdfkit parses each registered font again for every document, then
 * shapes each word again. The files are read once; the first document's parsed fonts and its cache of
 * shaped words are handed to every later document (pdfkit's own font object, created for that
 * document, so each embeds its own subset). Documents are made one at a time (pdfkit is synchronous)
 * and a parsed font is only read. The word cache starts afresh every few hundred documents, so names
 * typed by members cannot grow it without bound.
 */
let fontBuffers: Record<FontName, Buffer> | null = null;
function fonts(): Record<FontName, Buffer> {
  fontBuffers ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))])) as Record<FontName, Buffer>;
  return fontBuffers;
}

type EmbeddedFont = { font: unknown; layoutCache?: Record<string, unknown> };
type FontInternals = { _font: EmbeddedFont; _fontFamilies: Record<string, EmbeddedFont>; _fontCount: number };
const parsedFonts = new Map<FontName, { Embedded: new (doc: unknown, font: unknown, id: string) => EmbeddedFont; font: unknown; words: Record<string, unknown> }>();
let documentsMade = 0;

function shareFonts(doc: Doc) {
  if (++documentsMade % 500 === 0) for (const parsed of parsedFonts.values()) parsed.words = Object.create(null) as Record<string, unknown>;
  const internals = doc as unknown as FontInternals;
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const parsed = parsedFonts.get(name);
    if (parsed) {
      const embedded = new parsed.Embedded(doc, parsed.font, `F${++internals._fontCount}`);
      embedded.layoutCache = parsed.words;
      internals._fontFamilies[name] = embedded;
    } else {
      doc.font(name);
      const embedded = internals._font;
      const words = (embedded.layoutCache ??= Object.create(null) as Record<string, unknown>);
      parsedFonts.set(name, { Embedded: embedded.constructor as new (doc: unknown, font: unknown, id: string) => EmbeddedFont, font: embedded.font, words });
    }
  }
}

/**
 * Parses the report fonts and lays out a line in each ahead of the first request (the server's
 * warm-up): without it the first PDF of a process pays for both, seconds instead of milliseconds.
 */
export function warmReportFonts(): void {
  const { doc } = new ReportPdf({ title: "", author: "", subject: "" });
  doc.addPage();
  // Laying out a line reads each font's substitution and positioning tables, which are parsed lazily.
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.font(name).fontSize(11).text(name === "symbols" ? "♈♉♊ ☉☽ ℞" : "Your Natal Chart — Sun 24°11′ in Sagittarius, fi fl ffi", { width: 400 });
  doc.end();
}

/** The product's colours (app/app.css): the night violets, the gold, the slate text. */
export const COLOUR = {
  ink: "#1e293b",
  muted: "#475569",
  faint: "#94a3b8",
  rule: "#ddd6fe",
  night50: "#f5f3ff",
  night100: "#ede9fe",
  night300: "#c4b5fd",
  night500: "#8b5cf6",
  night700: "#6d28d9",
  night800: "#4c1d95",
  night950: "#1a0b3d",
  sky: "#0b0820",
  gold: "#fcd34d",
  amber: "#b45309",
  soft: "#0284c7",
  hard: "#e11d48",
} as const;

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 10;

type Doc = InstanceType<typeof PDFDocument>;
type Entry = { title: string; destination: string; page: number; level: 1 | 2 };

export type Cover = { eyebrow: string; title: string; subtitle: string; lines: string[] };

export class ReportPdf {
  readonly doc: Doc;
  private readonly entries: Entry[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(
    readonly meta: { title: string; author: string; subject: string },
    options: { compress?: boolean } = {},
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: PAGE.margin,
      bufferPages: true,
      autoFirstPage: false,
      compress: options.compress ?? true,
      info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: "Three Skies", Producer: "Three Skies" },
      displayTitle: true,
      lang: "en",
    });
    for (const [name, buffer] of Object.entries(fonts())) this.doc.registerFont(name, buffer);
    shareFonts(this.doc);
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  private font(name: FontName) {
    return this.doc.font(name);
  }

  /** The cover: the night sky with a scatter of stars, the gold eyebrow, the title in Fraunces. */
  cover(cover: Cover) {
    const doc = this.doc;
    doc.addPage({ size: "A4", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    const gradient = doc.radialGradient(PAGE.width * 0.8, 0, 0, PAGE.width * 0.8, 0, PAGE.height * 0.9);
    gradient.stop(0, "#3b1d8f").stop(0.55, COLOUR.night950).stop(1, COLOUR.sky);
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(gradient);
    // A fixed scatter of stars (a small linear congruential sequence: the same sky on every cover).
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 90; i++) {
      const x = next() * PAGE.width;
      const y = next() * PAGE.height * 0.62;
      doc.circle(x, y, 0.4 + next() * 1.1).fillOpacity(0.35 + next() * 0.5).fill("#ffffff");
    }
    doc.fillOpacity(1);
    const left = PAGE.margin + 8;
    const width = PAGE.width - 2 * left;
    this.font("textBold").fontSize(10).fillColor(COLOUR.gold).text(cover.eyebrow.toUpperCase(), left, PAGE.height * 0.5, { width, characterSpacing: 2.2 });
    this.font("display").fontSize(40).fillColor("#ffffff").text(cover.title, left, doc.y + 14, { width, lineGap: 2 });
    this.font("displayItalic").fontSize(17).fillColor(COLOUR.gold).text(cover.subtitle, left, doc.y + 10, { width });
    this.font("text").fontSize(10.5).fillColor(COLOUR.night100);
    doc.y += 22;
    for (const line of cover.lines) doc.text(line, left, doc.y + 3, { width });
    this.font("textBold").fontSize(11).fillColor(COLOUR.gold).text("THREE SKIES", left, PAGE.height - 70, { width, characterSpacing: 3 });
    this.font("text").fontSize(9).fillColor(COLOUR.night300).text("Western · Chinese · Vedic", left, doc.y + 2, { width });
  }

  /** A page kept for the contents, filled in by finish() once every section's page is known. */
  contentsPage() {
    this.newPage();
    this.contentsAt = this.pageIndex();
  }
  private contentsAt = -1;

  private pageIndex() {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  newPage() {
    this.doc.addPage();
    this.doc.x = PAGE.margin;
    this.doc.y = PAGE.margin;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.doc.y + height > BOTTOM) this.newPage();
  }

  /** A chapter: a new page, the heading in Fraunces with a gold rule, an entry in the contents. */
  chapter(title: string, intro?: string) {
    this.newPage();
    const destination = `s${this.entries.length + 1}`;
    this.doc.addNamedDestination(destination);
    this.entries.push({ title, destination, page: this.pageIndex(), level: 1 });
    this.doc.outline.addItem(title);
    this.font("display").fontSize(26).fillColor(COLOUR.night800).text(title, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
    const y = this.doc.y + 6;
    this.doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + 56, y).lineWidth(2).strokeColor(COLOUR.gold).stroke();
    this.doc.y = y + 14;
    if (intro) this.paragraph(intro, { muted: true });
  }

  /** A section inside a chapter, listed under it in the contents. */
  heading(title: string) {
    this.ensure(80);
    this.doc.y += 8;
    const destination = `s${this.entries.length + 1}`;
    this.doc.addNamedDestination(destination, "XYZ", PAGE.margin, PAGE.height - this.doc.y + 4, null);
    this.entries.push({ title, destination, page: this.pageIndex(), level: 2 });
    this.font("display").fontSize(16).fillColor(COLOUR.night700).text(title, PAGE.margin, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.y += 4;
  }

  /** A small label above a block (not in the contents). */
  label(text: string) {
    this.ensure(40);
    this.font("textBold").fontSize(10).fillColor(COLOUR.night700).text(text, PAGE.margin, this.doc.y + 4, { width: CONTENT_WIDTH });
    this.doc.y += 3;
  }

  paragraph(text: string, options: { muted?: boolean; lede?: boolean; indent?: number } = {}) {
    const indent = options.indent ?? 0;
    const size = options.lede ? 13 : 10.5;
    this.font(options.lede ? "display" : "text").fontSize(size);
    const width = CONTENT_WIDTH - indent;
    const height = this.doc.heightOfString(text, { width, lineGap: 3 });
    // A short paragraph is kept whole; a long one may break, but never leaves a lone line behind.
    this.ensure(Math.min(height, size * 3.2));
    this.doc.fillColor(options.muted ? COLOUR.muted : COLOUR.ink).text(text, PAGE.margin + indent, this.doc.y, { width, lineGap: 3, paragraphGap: 8 });
  }

  paragraphs(texts: readonly string[], options: { lede?: boolean } = {}) {
    texts.forEach((text, i) => this.paragraph(text, { lede: options.lede && i === 0 }));
  }

  /** A highlighted block: a gold bar at the left and a violet wash behind the text. */
  callout(texts: readonly string[]) {
    const width = CONTENT_WIDTH - 28;
    this.font("display").fontSize(12);
    const height = texts.reduce((sum, t) => sum + this.doc.heightOfString(t, { width, lineGap: 3 }) + 8, 16);
    this.ensure(Math.min(height, 300));
    const top = this.doc.y;
    const fits = top + height <= BOTTOM;
    if (fits) {
      this.doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLOUR.night50);
      this.doc.rect(PAGE.margin, top, 4, height).fill(COLOUR.gold);
    }
    this.doc.y = top + 10;
    for (const text of texts) this.font("display").fontSize(12).fillColor(COLOUR.ink).text(text, PAGE.margin + 16, this.doc.y, { width, lineGap: 3, paragraphGap: 8 });
    this.doc.y = Math.max(this.doc.y, top + height) + 6;
  }

  /** A table with a header row; `widths` are fractions of the text width. Rows break across pages. */
  table(columns: { title: string; width: number; align?: "left" | "right" | "center" }[], rows: string[][], options: { footer?: string[] } = {}) {
    const doc = this.doc;
    const x0 = PAGE.margin;
    const widths = columns.map((c) => c.width * CONTENT_WIDTH);
    const pad = 5;
    const drawRow = (cells: string[], kind: "head" | "body" | "foot") => {
      this.font(kind === "body" ? "text" : "textBold").fontSize(kind === "head" ? 8.5 : 9.5);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * pad, lineGap: 1.5 }))) + 2 * pad;
      if (doc.y + height > BOTTOM) {
        this.newPage();
        if (kind !== "head") drawRow(columns.map((c) => c.title), "head");
      }
      const top = doc.y;
      if (kind === "head") doc.rect(x0, top, CONTENT_WIDTH, height).fill(COLOUR.night100);
      let x = x0;
      cells.forEach((cell, i) => {
        doc.fillColor(kind === "head" ? COLOUR.night800 : COLOUR.ink).text(cell, x + pad, top + pad, { width: widths[i]! - 2 * pad, lineGap: 1.5, align: columns[i]!.align ?? "left" });
        x += widths[i]!;
      });
      doc.moveTo(x0, top + height).lineTo(x0 + CONTENT_WIDTH, top + height).lineWidth(kind === "foot" ? 1.2 : 0.5).strokeColor(kind === "body" ? COLOUR.rule : COLOUR.night300).stroke();
      doc.x = x0;
      doc.y = top + height;
    };
    this.ensure(60);
    drawRow(columns.map((c) => c.title), "head");
    for (const row of rows) drawRow(row, "body");
    if (options.footer) drawRow(options.footer, "foot");
    doc.y += 12;
  }

  /** Terms and values side by side (the facts of a chart). */
  facts(pairs: [string, string][]) {
    const doc = this.doc;
    for (const [term, value] of pairs) {
      this.font("text").fontSize(10);
      const height = doc.heightOfString(value, { width: CONTENT_WIDTH * 0.68 }) + 4;
      this.ensure(height);
      const top = doc.y;
      this.font("textBold").fontSize(10).fillColor(COLOUR.night800).text(term, PAGE.margin, top, { width: CONTENT_WIDTH * 0.3 });
      this.font("text").fontSize(10).fillColor(COLOUR.ink).text(value, PAGE.margin + CONTENT_WIDTH * 0.32, top, { width: CONTENT_WIDTH * 0.68 });
      doc.y = Math.max(doc.y, top + height);
    }
    doc.x = PAGE.margin;
    doc.y += 8;
  }

  /** Room for a drawing of `height` points across the text width: answers its top-left corner. */
  figure(height: number): { x: number; y: number; width: number } {
    this.ensure(height);
    const at = { x: PAGE.margin, y: this.doc.y, width: CONTENT_WIDTH };
    this.doc.y += height;
    return at;
  }

  caption(text: string) {
    this.font("text").fontSize(8.5).fillColor(COLOUR.muted).text(text, PAGE.margin, this.doc.y + 2, { width: CONTENT_WIDTH, align: "center" });
    this.doc.y += 10;
  }

  /** Symbols (planet and sign glyphs) in the symbol face. */
  symbol(text: string, x: number, y: number, options: { size: number; colour: string; width?: number }) {
    const width = options.width ?? options.size * 2;
    this.font("symbols").fontSize(options.size).fillColor(options.colour).text(text, x - width / 2, y - options.size * 0.62, { width, align: "center", lineBreak: false });
  }

  /** Small text centred on (x, y) in the text face (labels on the drawings). */
  centred(text: string, x: number, y: number, options: { size: number; colour: string; bold?: boolean; width?: number; align?: "center" | "left" | "right" }) {
    const width = options.width ?? 80;
    const align = options.align ?? "center";
    const left = align === "center" ? x - width / 2 : align === "right" ? x - width : x;
    this.font(options.bold ? "textBold" : "text").fontSize(options.size).fillColor(options.colour).text(text, left, y - options.size * 0.6, { width, align, lineBreak: false });
  }

  /** The contents (linked entries, dotted leaders, page numbers), the footers, then the file. */
  async finish(): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    const total = range.count;
    if (this.contentsAt >= 0) {
      doc.switchToPage(this.contentsAt);
      this.font("display").fontSize(26).fillColor(COLOUR.night800).text("Contents", PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
      let y = doc.y + 18;
      for (const entry of this.entries) {
        const indent = entry.level === 1 ? 0 : 16;
        const size = entry.level === 1 ? 12 : 10;
        if (entry.level === 1) y += 6;
        const number = String(entry.page + 1);
        this.font(entry.level === 1 ? "textBold" : "text").fontSize(size).fillColor(entry.level === 1 ? COLOUR.night800 : COLOUR.ink);
        const titleWidth = Math.min(doc.widthOfString(entry.title), CONTENT_WIDTH - indent - 60);
        doc.text(entry.title, PAGE.margin + indent, y, { width: CONTENT_WIDTH - indent - 60, lineBreak: false, ellipsis: true });
        const numberWidth = doc.widthOfString(number);
        doc.text(number, PAGE.width - PAGE.margin - numberWidth, y, { width: numberWidth + 1, lineBreak: false });
        // The whole line links to its section.
        doc.goTo(PAGE.margin + indent, y - 2, CONTENT_WIDTH - indent, size + 4, entry.destination);
        const leaderFrom = PAGE.margin + indent + titleWidth + 6;
        const leaderTo = PAGE.width - PAGE.margin - numberWidth - 6;
        if (leaderTo > leaderFrom) {
          doc.moveTo(leaderFrom, y + size * 0.85).lineTo(leaderTo, y + size * 0.85).lineWidth(0.6).dash(1, { space: 3 }).strokeColor(COLOUR.faint).stroke().undash();
        }
        y += size + 9;
      }
    }
    for (let i = range.start; i < range.start + total; i++) {
      if (i === range.start) continue; // the cover
      doc.switchToPage(i);
      // The footer sits in the bottom margin: without it, pdfkit would carry the text to a new page.
      doc.page.margins.bottom = 0;
      const y = PAGE.height - PAGE.margin + 18;
      doc.moveTo(PAGE.margin, y - 8).lineTo(PAGE.width - PAGE.margin, y - 8).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
      this.font("text").fontSize(8).fillColor(COLOUR.muted);
      doc.text(this.meta.title, PAGE.margin, y, { width: CONTENT_WIDTH * 0.7, lineBreak: false, ellipsis: true });
      doc.text(`Page ${i + 1} of ${total}`, PAGE.margin, y, { width: CONTENT_WIDTH, align: "right", lineBreak: false });
    }
    doc.end();
    return this.done;
  }
}
