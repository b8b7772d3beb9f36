/**
 * A designed report on the tagged pages of ./tagged.server.ts: a cover, a contents page linking to its
 * sections, bookmarks, "page N of M" footers; chapters start a new page only when little room is left.
 * Blocks are tagged as H1, H2, H3, P, Table > TR > TH/TD, Figure (with its alternative text), Caption,
 * TOC > TOCI. The natal and Match reports build their sections with these; drawings: ./drawings.server.ts.
 */
import { MARGIN, TaggedPdf, type Struct } from "./tagged.server";
import { COLOUR } from "./style.server";

export { COLOUR } from "./style.server";
export { MARGIN, type ReportOptions } from "./tagged.server";

type Entry = { title: string; destination: string; page: number; level: 1 | 2 };
/** A table column: its heading, its width as a fraction of the text width, its alignment. */
type Column = [title: string, width: number, align?: "left" | "right" | "center"];

export type Cover = { eyebrow: string; title: string; subtitle: string; lines: string[] };

export class ReportPdf extends TaggedPdf {
  private readonly entries: Entry[] = [];
  private contents: { page: number; heading: Struct; toc: Struct } | null = null;

  /** The cover: the night sky with a scatter of stars, the gold eyebrow, the title in Fraunces. */
  cover(cover: Cover) {
    const doc = this.doc;
    const { width: W, height: H } = this;
    doc.addPage({ size: this.paper, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.artifact(() => {
      const gradient = doc.radialGradient(W * 0.8, 0, 0, W * 0.8, 0, H * 0.9);
      gradient.stop(0, "#3b1d8f").stop(0.55, COLOUR.night950).stop(1, COLOUR.sky);
      doc.rect(0, 0, W, H).fill(gradient);
      // A fixed scatter of stars (a small linear congruential sequence: the same sky on every cover).
      let seed = 7;
      const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (let i = 0; i < 90; i++) {
        const x = next() * W;
        const y = next() * H * 0.62;
        doc.circle(x, y, 0.4 + next() * 1.1).fillOpacity(0.35 + next() * 0.5).fill("#ffffff");
      }
      doc.fillOpacity(1);
    }, "Layout");
    const left = MARGIN + 8;
    const width = W - 2 * left;
    this.tag("P", () => this.font("textBold", cover.eyebrow).fontSize(10).fillColor(COLOUR.gold).text(cover.eyebrow.toUpperCase(), left, H * 0.5, { width, characterSpacing: 2.2 }));
    this.tag("H1", () => this.font("display", cover.title).fontSize(40).fillColor("#ffffff").text(cover.title, left, doc.y + 14, { width, lineGap: 2 }));
    this.tag("P", () => this.font("displayItalic", cover.subtitle).fontSize(17).fillColor(COLOUR.gold).text(cover.subtitle, left, doc.y + 10, { width }));
    doc.y += 22;
    for (const line of cover.lines) this.tag("P", () => this.font("text", line).fontSize(10.5).fillColor(COLOUR.night100).text(line, left, doc.y + 3, { width }));
    this.tag("P", () => {
      this.font("textBold").fontSize(11).fillColor(COLOUR.gold).text("THREE SKIES", left, H - 70, { width, characterSpacing: 3 });
      this.font("text", this.t("report.traditions")).fontSize(9).fillColor(COLOUR.night300).text(this.t("report.traditions"), left, doc.y + 2, { width });
    });
  }

  /** A page kept for the contents, filled in by finish() once every section's page is known. */
  contentsPage() {
    this.newPage();
    const heading = this.doc.struct("H1");
    const toc = this.doc.struct("TOC");
    this.structure.add(heading);
    this.structure.add(toc);
    this.contents = { page: this.pageIndex(), heading, toc };
  }

  private mark(title: string, level: 1 | 2) {
    const destination = `s${this.entries.length + 1}`;
    this.doc.addNamedDestination(destination, "XYZ", MARGIN, this.height - this.doc.y + 4, null);
    this.entries.push({ title, destination, page: this.pageIndex(), level });
  }

  /**
   * A chapter: the heading in Fraunces with a gold rule and an entry in the contents. It follows the
   * previous chapter on the same page when a third of the page is left, else starts a new one.
   */
  chapter(title: string, intro?: string) {
    if (this.contents?.page === this.pageIndex() || this.doc.y > this.bottom - 240) this.newPage();
    else if (this.doc.y > MARGIN) this.doc.y += 26;
    this.mark(title, 1);
    this.doc.outline.addItem(title);
    this.tag("H1", () => this.font("display", title).fontSize(26).fillColor(COLOUR.night800).text(title, MARGIN, this.doc.y, { width: this.contentWidth }));
    const y = this.doc.y + 6;
    this.artifact(() => this.doc.moveTo(MARGIN, y).lineTo(MARGIN + 56, y).lineWidth(2).strokeColor(COLOUR.gold).stroke());
    this.doc.y = y + 14;
    if (intro) this.paragraph(intro, { muted: true });
  }

  /** A section inside a chapter, listed under it in the contents, kept with the lines that follow. */
  heading(title: string, keep = 90) {
    this.ensure(keep);
    this.doc.y += 8;
    this.mark(title, 2);
    this.tag("H2", () => this.font("display", title).fontSize(16).fillColor(COLOUR.night700).text(title, MARGIN, this.doc.y, { width: this.contentWidth }));
    this.doc.y += 4;
  }

  /** A small heading above a block (not in the contents). */
  label(text: string) {
    this.ensure(48);
    this.tag("H3", () => this.font("textBold", text).fontSize(10).fillColor(COLOUR.night700).text(text, MARGIN, this.doc.y + 4, { width: this.contentWidth }));
    this.doc.y += 3;
  }

  paragraph(text: string, options: { muted?: boolean; lede?: boolean; indent?: number } = {}) {
    const indent = options.indent ?? 0;
    const size = options.lede ? 13 : 10.5;
    this.font(options.lede ? "display" : "text", text).fontSize(size);
    const width = this.contentWidth - indent;
    const height = this.doc.heightOfString(text, { width, lineGap: 3 });
    // A short paragraph is kept whole; a long one may break, but never leaves a lone line behind.
    this.ensure(Math.min(height, size * 3.2));
    this.tag("P", () => this.doc.fillColor(options.muted ? COLOUR.muted : COLOUR.ink).text(text, MARGIN + indent, this.doc.y, { width, lineGap: 3, paragraphGap: 8 }));
  }

  paragraphs(texts: readonly string[], options: { lede?: boolean; muted?: boolean } = {}) {
    texts.forEach((text, i) => this.paragraph(text, { lede: options.lede && i === 0, muted: options.muted }));
  }

  /** A section's heading and its paragraphs (the first as the lede when asked); nothing without paragraphs. */
  reading(title: string, texts: readonly string[], options: { lede?: boolean } = {}) {
    if (!texts.length) return;
    this.heading(title);
    this.paragraphs(texts, options);
  }

  /** A highlighted block: a gold bar at the left and a violet wash behind the text. */
  callout(texts: readonly string[]) {
    const width = this.contentWidth - 28;
    this.font("display", texts.join(" ")).fontSize(12);
    const height = texts.reduce((sum, t) => sum + this.doc.heightOfString(t, { width, lineGap: 3 }) + 8, 16);
    this.ensure(Math.min(height, 300));
    const top = this.doc.y;
    if (top + height <= this.bottom) {
      this.artifact(() => {
        this.doc.rect(MARGIN, top, this.contentWidth, height).fill(COLOUR.night50);
        this.doc.rect(MARGIN, top, 4, height).fill(COLOUR.gold);
      });
    }
    this.doc.y = top + 10;
    for (const text of texts) this.tag("P", () => this.font("display", texts.join(" ")).fontSize(12).fillColor(COLOUR.ink).text(text, MARGIN + 16, this.doc.y, { width, lineGap: 3, paragraphGap: 8 }));
    this.doc.y = Math.max(this.doc.y, top + height) + 6;
  }

  /**
   * A table with a header row. Rows break across pages, the header repeated (as an artifact: a reader
   * hears it once); the last row and the footer stay together.
   */
  table(columns: Column[], rows: string[][], options: { footer?: string[] } = {}) {
    const doc = this.doc;
    const widths = columns.map(([, width]) => width * this.contentWidth);
    const titles = columns.map(([title]) => title);
    const pad = 5;
    const table = doc.struct("Table");
    this.structure.add(table);
    const drawRow = (cells: string[], kind: "head" | "body" | "foot" | "repeat", keep = 0) => {
      // Each cell in the face of its own script: a Devanagari face lacks the minute mark of a degree beside it.
      const face = (cell = cells.join(" ")) => this.font(kind === "body" ? "text" : "textBold", cell).fontSize(kind === "head" || kind === "repeat" ? 8.5 : 9.5);
      const height = Math.max(...cells.map((cell, i) => face(cell).heightOfString(cell, { width: widths[i]! - 2 * pad, lineGap: 1.5 }))) + 2 * pad;
      if (doc.y + height + keep > this.bottom) {
        this.newPage();
        if (kind !== "head") drawRow(titles, "repeat");
      }
      const top = doc.y;
      const row = kind === "repeat" ? null : doc.struct("TR");
      if (row) table.add(row);
      this.artifact(() => {
        if (kind === "head" || kind === "repeat") doc.rect(MARGIN, top, this.contentWidth, height).fill(COLOUR.night100);
        doc.moveTo(MARGIN, top + height).lineTo(MARGIN + this.contentWidth, top + height).lineWidth(kind === "foot" ? 1.2 : 0.5).strokeColor(kind === "body" ? COLOUR.rule : COLOUR.night300).stroke();
      });
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const draw = () => face(cell).fillColor(kind === "body" ? COLOUR.ink : COLOUR.night800).text(cell, x + pad, top + pad, { width: widths[i]! - 2 * pad, lineGap: 1.5, align: columns[i]![2] ?? "left" });
        if (row) this.tag(kind === "head" || (kind === "body" && i === 0) ? "TH" : "TD", draw, { parent: row });
        else this.artifact(draw, "Pagination");
        x += widths[i]!;
      });
      row?.end();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    this.ensure(70);
    drawRow(titles, "head");
    rows.forEach((row, i) => drawRow(row, "body", i === rows.length - 1 && options.footer ? 24 : 0));
    if (options.footer) drawRow(options.footer, "foot");
    table.end();
    doc.y += 12;
  }

  /** Terms and values side by side (the facts of a chart): a two-column table without lines. */
  facts(pairs: [string, string][]) {
    const doc = this.doc;
    const table = doc.struct("Table");
    this.structure.add(table);
    for (const [term, value] of pairs) {
      this.font("text", value).fontSize(10);
      const height = doc.heightOfString(value, { width: this.contentWidth * 0.68 }) + 4;
      this.ensure(height);
      const top = doc.y;
      const row = doc.struct("TR");
      table.add(row);
      this.tag("TH", () => this.font("textBold", term).fontSize(10).fillColor(COLOUR.night800).text(term, MARGIN, top, { width: this.contentWidth * 0.3 }), { parent: row });
      this.tag("TD", () => this.font("text", value).fontSize(10).fillColor(COLOUR.ink).text(value, MARGIN + this.contentWidth * 0.32, top, { width: this.contentWidth * 0.68 }), { parent: row });
      row.end();
      doc.y = Math.max(doc.y, top + height);
    }
    table.end();
    doc.x = MARGIN;
    doc.y += 8;
  }

  /**
   * A drawing `height` points tall across the text width (on the next page when it does not fit here),
   * tagged as a figure with `alt` as the words a screen reader says for it.
   */
  figure(height: number, alt: string, draw: (at: { x: number; y: number; width: number }) => void) {
    this.ensure(height);
    const at = { x: MARGIN, y: this.doc.y, width: this.contentWidth };
    this.tag("Figure", () => draw(at), { alt });
    this.doc.x = MARGIN;
    this.doc.y = at.y + height;
  }

  caption(text: string) {
    this.tag("Caption", () => this.font("text", text).fontSize(8.5).fillColor(COLOUR.muted).text(text, MARGIN, this.doc.y + 2, { width: this.contentWidth, align: "center" }));
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
    this.font(options.bold ? "textBold" : "text", text).fontSize(options.size).fillColor(options.colour).text(text, left, y - options.size * 0.6, { width, align, lineBreak: false });
  }

  /** The contents (linked entries, dotted leaders, page numbers), the footers, then the file. */
  async finish(): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    const total = range.count;
    if (this.contents) this.writeContents(this.contents);
    for (let i = range.start; i < range.start + total; i++) {
      if (i === range.start) continue; // the cover
      doc.switchToPage(i);
      // The footer sits in the bottom margin: without it, pdfkit would carry the text to a new page.
      doc.page.margins.bottom = 0;
      const y = this.height - MARGIN + 18;
      this.artifact(() => {
        doc.moveTo(MARGIN, y - 8).lineTo(this.width - MARGIN, y - 8).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
        this.font("text", this.meta.title).fontSize(8).fillColor(COLOUR.muted);
        doc.text(this.meta.title, MARGIN, y, { width: this.contentWidth * 0.7, lineBreak: false, ellipsis: true });
        doc.text(this.t("report.page", { page: i + 1, total }), MARGIN, y, { width: this.contentWidth, align: "right", lineBreak: false });
      }, "Pagination");
    }
    doc.end();
    return this.done;
  }

  private writeContents(contents: { page: number; heading: Struct; toc: Struct }) {
    const doc = this.doc;
    doc.switchToPage(contents.page);
    const title = doc.markStructureContent("H1");
    this.font("display", this.t("report.contents")).fontSize(26).fillColor(COLOUR.night800).text(this.t("report.contents"), MARGIN, MARGIN, { width: this.contentWidth });
    doc.endMarkedContent();
    contents.heading.add(title).end();
    let y = doc.y + 18;
    for (const entry of this.entries) {
      const indent = entry.level === 1 ? 0 : 16;
      const size = entry.level === 1 ? 12 : 10;
      if (entry.level === 1) y += 6;
      const number = String(entry.page + 1);
      this.font(entry.level === 1 ? "textBold" : "text", entry.title).fontSize(size).fillColor(entry.level === 1 ? COLOUR.night800 : COLOUR.ink);
      const titleWidth = Math.min(doc.widthOfString(entry.title), this.contentWidth - indent - 60);
      const numberWidth = doc.widthOfString(number);
      this.tag(
        "TOCI",
        () => {
          doc.text(entry.title, MARGIN + indent, y, { width: this.contentWidth - indent - 60, lineBreak: false, ellipsis: true });
          doc.text(number, this.width - MARGIN - numberWidth, y, { width: numberWidth + 1, lineBreak: false });
        },
        { parent: contents.toc },
      );
      // The whole line links to its section.
      doc.goTo(MARGIN + indent, y - 2, this.contentWidth - indent, size + 4, entry.destination);
      const leaderFrom = MARGIN + indent + titleWidth + 6;
      const leaderTo = this.width - MARGIN - numberWidth - 6;
      if (leaderTo > leaderFrom) {
        this.artifact(() => doc.moveTo(leaderFrom, y + size * 0.85).lineTo(leaderTo, y + size * 0.85).lineWidth(0.6).dash(1, { space: 3 }).strokeColor(COLOUR.faint).stroke().undash());
      }
      y += size + 9;
    }
    contents.toc.end();
  }
}
