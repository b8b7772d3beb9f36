/**
 * The report typefaces (Fraunces for headings, Inter for text, DejaVu Sans for the astrological
 * symbols, Noto Sans Devanagari and Noto Sans SC for words in those scripts, all bundled and embedded
 * as subsets), read once and shared between documents.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { publicFile, SCRIPTS, woffToSfnt } from "../share-card/fonts.server";

type Doc = InstanceType<typeof PDFDocument>;

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
export type LatinFace = keyof typeof FONT_FILES;
const FONT_NAMES = Object.keys(FONT_FILES) as LatinFace[];

/**
 * The faces for text the Latin faces cannot draw (SIL Open Font License), loaded when a document
 * first writes such a string: Devanagari from its package, Chinese from the cut of Noto Sans SC to
 * GB 2312 and the product's own Chinese texts.
 */
const SCRIPT_FILES = {
  devanagari: () => require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
  devanagariBold: () => require.resolve("@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf"),
  han: () => publicFile("fonts/noto-sans-sc-400.woff"),
  hanBold: () => publicFile("fonts/noto-sans-sc-700.woff"),
};

/** A face's file as TrueType: fontkit inflates a WOFF table again at every read of it. */
function readFace(file: string): Buffer {
  const bytes = fs.readFileSync(file);
  return file.endsWith(".woff") ? woffToSfnt(bytes) : bytes;
}
export type FontName = LatinFace | keyof typeof SCRIPT_FILES;

/** Marks a face lacks, drawn as the nearest it has: Noto Sans Devanagari has no primes (24°11' as Hindi print writes it). */
const PRIMES = { "′": "'", "″": '"' };
const STAND_INS: Partial<Record<FontName, Record<string, string>>> = { devanagari: PRIMES, devanagariBold: PRIMES };

/**
 * The face that draws `text` in the place of `face`: a string with Devanagari or Chinese characters
 * is set whole in that script's face (each also holds the Latin letters, digits and punctuation, so
 * a name and the words around it share one line's metrics); the bold faces keep their weight.
 */
export function faceFor(face: LatinFace, text: string): FontName {
  if (face === "symbols") return face;
  const script = SCRIPTS.devanagari.test(text) ? "devanagari" : SCRIPTS.han.test(text) ? "han" : null;
  if (!script) return face;
  return face === "textBold" ? `${script}Bold` : script;
}

/**
 * Parsing a TrueType file (its glyph, substitution and positioning tables) costs more than laying out
 * and writing a whole report, and pdfkit parses each registered font again for every document, then
 * shapes each word again. The files are read once; the first document's parsed fonts and its cache of
 * shaped words are handed to every later document (pdfkit's own font object, created for that
 * document, so each embeds its own subset). Documents are made one at a time (pdfkit is synchronous)
 * and a parsed font is only read. The word cache starts afresh every few hundred documents, so names
 * typed by members cannot grow it without bound.
 */
let fontBuffers: Record<LatinFace, Buffer> | null = null;
export function fonts(): Record<LatinFace, Buffer> {
  fontBuffers ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))])) as Record<LatinFace, Buffer>;
  return fontBuffers;
}

type EmbeddedFont = { font: unknown; layoutCache?: Record<string, unknown>; layout(text: string, ...rest: unknown[]): unknown };
type FontInternals = { _font: EmbeddedFont; _fontFamilies: Record<string, EmbeddedFont>; _fontCount: number };
const parsedFonts = new Map<FontName, { Embedded: new (doc: unknown, font: unknown, id: string) => EmbeddedFont; font: unknown; words: Record<string, unknown> }>();
let documentsMade = 0;

type ParsedFont = { characterSet: number[]; glyphForCodePoint(codePoint: number): unknown };

/**
 * The parsed font keeps one glyph object per glyph, made the first time the glyph is asked for, with
 * the characters it was asked for then; each document's text layer (ToUnicode) is written from them.
 * Writing a document's font subset asks for the parts of composite glyphs (the ellipsis's periods)
 * without their characters; a later document's period would then read as nothing, or as the wrong
 * character, when the text is copied or spoken. Each glyph is made once from its own character
 * before any text is laid out (not from the private use areas, where alternates such as Inter's case
 * forms are mapped: those take their character from the text shaped into them).
 */
function seedGlyphs(font: ParsedFont) {
  for (const codePoint of font.characterSet) if (codePoint < 0xe000 || (codePoint > 0xf8ff && codePoint < 0xf0000)) font.glyphForCodePoint(codePoint);
}

/** Gives `doc` the face `name`: the process's parsed copy when there is one, else parses it and keeps it. */
function shareFace(doc: Doc, name: FontName) {
  const internals = doc as unknown as FontInternals;
  const parsed = parsedFonts.get(name);
  let embedded: EmbeddedFont;
  if (parsed) {
    embedded = new parsed.Embedded(doc, parsed.font, `F${++internals._fontCount}`);
    embedded.layoutCache = parsed.words;
    internals._fontFamilies[name] = embedded;
  } else {
    if (name in SCRIPT_FILES) doc.registerFont(name, readFace(SCRIPT_FILES[name as keyof typeof SCRIPT_FILES]()));
    doc.font(name);
    embedded = internals._font;
    seedGlyphs(embedded.font as ParsedFont);
    const words = (embedded.layoutCache ??= Object.create(null) as Record<string, unknown>);
    parsedFonts.set(name, { Embedded: embedded.constructor as new (doc: unknown, font: unknown, id: string) => EmbeddedFont, font: embedded.font, words });
  }
  const swaps = STAND_INS[name];
  // Measuring and drawing both lay the text out, so both see the stand-ins.
  if (swaps) embedded.layout = (text, ...rest) => (Object.getPrototypeOf(embedded) as EmbeddedFont).layout.call(embedded, text.replace(/./gu, (c) => swaps[c] ?? c), ...rest);
}

/** The Latin faces, shared into a new document (the script faces follow at their first use). */
export function shareFonts(doc: Doc) {
  if (++documentsMade % 500 === 0) for (const parsed of parsedFonts.values()) parsed.words = Object.create(null) as Record<string, unknown>;
  for (const name of FONT_NAMES) shareFace(doc, name);
}

/** `doc`'s face `name`, a script face added to the document the first time it is asked for. */
export function faceIn(doc: Doc, name: FontName): Doc {
  if (!(doc as unknown as FontInternals)._fontFamilies[name]) shareFace(doc, name);
  return doc.font(name);
}

/**
 * Parses the report fonts and lays out a line in each ahead of the first request (the server's
 * warm-up): without it the first PDF of a process pays for both, seconds instead of milliseconds.
 */
export function warmReportFonts(): void {
  const doc = new PDFDocument({ autoFirstPage: false });
  for (const [name, buffer] of Object.entries(fonts())) doc.registerFont(name, buffer);
  shareFonts(doc);
  doc.addPage();
  // Laying out a line reads each font's substitution and positioning tables, which are parsed lazily.
  for (const name of FONT_NAMES) doc.font(name).fontSize(11).text(name === "symbols" ? "♈♉♊ ☉☽ ℞" : "Your Natal Chart — Sun 24°11′ in Sagittarius, fi fl ffi", { width: 400 });
  doc.end();
}
