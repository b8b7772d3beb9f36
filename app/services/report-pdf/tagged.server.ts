/**
 * The paged, tagged PDF (pdfkit) every report is drawn on: Letter or A4 (./paper.server.ts), the
 * product's typefaces with a script's own face for Devanagari or Chinese (./fonts.server.ts), and the
 * structure a screen reader follows (PDF/UA): each block is marked content under a structure element
 * in reading order (`tag`); what only decorates or repeats is an artifact. Blocks: ./document.server.ts.
 */
import PDFDocument from "pdfkit";
import { faceFor, faceIn, fonts, shareFonts, type LatinFace } from "./fonts.server";
import type { Paper } from "./paper.server";
import type { Locale } from "~/i18n/locales";
import { translator, type Translate } from "~/i18n/messages.server";

/** Page sizes in points: ISO A4 and US Letter; the same margins on both. */
const SIZES: Record<Paper, { width: number; height: number }> = { A4: { width: 595.28, height: 841.89 }, LETTER: { width: 612, height: 792 } };
export const MARGIN = 56;

type Doc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<Doc["struct"]>;
export type ReportOptions = { compress?: boolean; paper?: Paper; locale?: Locale };

export class TaggedPdf {
  readonly doc: Doc;
  readonly paper: Paper;
  readonly t: Translate;
  readonly width: number;
  readonly height: number;
  /** The text column's width, and the lowest line text may reach (the footer sits below it). */
  readonly contentWidth: number;
  protected readonly bottom: number;
  private readonly chunks: Buffer[] = [];
  protected readonly done: Promise<Buffer>;
  /** The root of the structure tree: every tagged block is its child, in reading order. */
  protected readonly structure: Struct;

  constructor(
    readonly meta: { title: string; author: string; subject: string },
    options: ReportOptions = {},
  ) {
    this.paper = options.paper ?? "A4";
    this.t = translator(options.locale ?? "en");
    ({ width: this.width, height: this.height } = SIZES[this.paper]);
    this.contentWidth = this.width - 2 * MARGIN;
    this.bottom = this.height - MARGIN - 10;
    this.doc = new PDFDocument({
      size: this.paper,
      margin: MARGIN,
      bufferPages: true,
      autoFirstPage: false,
      compress: options.compress ?? true,
      info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: "Three Skies", Producer: "Three Skies" },
      displayTitle: true,
      lang: options.locale ?? "en",
      tagged: true,
      pdfVersion: "1.7",
    });
    for (const [name, buffer] of Object.entries(fonts())) this.doc.registerFont(name, buffer);
    shareFonts(this.doc);
    this.structure = this.doc.struct("Document");
    this.doc.addStructure(this.structure);
    this.doc.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.doc.on("error", reject);
    });
  }

  /** The face `name`, or the script face that draws `text` (a name in Devanagari or Chinese). */
  protected font(name: LatinFace, text = "") {
    return faceIn(this.doc, faceFor(name, text));
  }

  /**
   * Draws `draw` as the content of a new structure element of `type` under `parent`. Text that runs
   * on to the next page stays one element (pdfkit carries the marking over); nothing inside may start
   * a page itself, so callers make room first.
   */
  protected tag(type: string, draw: () => void, options: { parent?: Struct; alt?: string } = {}) {
    const content = this.doc.markStructureContent(type);
    draw();
    this.doc.endMarkedContent();
    (options.parent ?? this.structure).add(this.doc.struct(type, options.alt ? { alt: options.alt } : {}, [content]));
  }

  /** What decorates or repeats (backgrounds, rules, repeated headers, footers): no part of the text. */
  protected artifact(draw: () => void, type?: "Pagination" | "Layout") {
    this.doc.markContent("Artifact", type ? { type } : undefined);
    draw();
    this.doc.endMarkedContent();
  }

  /** The index of the page being drawn (pages are kept until the file is finished). */
  protected pageIndex() {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  newPage() {
    this.doc.addPage({ size: this.paper, margin: MARGIN });
    this.doc.x = MARGIN;
    this.doc.y = MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.newPage();
  }
}
