// The product's typefaces for the server-drawn preview image. The renderer (resvg) reads TrueType
// and OpenType files only; the bundled @fontsource packages ship WOFF and WOFF2. A WOFF 1.0 file is
// the same font with each table zlib-compressed, so it is unpacked here into a plain TrueType file
// (the tables inflated, the directory rewritten) — once per process, into a private temporary folder
// (docs/decisions/020-share-card.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * The faces the card uses: Fraunces for the name, Inter for everything else (as on the site), with
 * the subsets for names written in accented Latin, Greek or Cyrillic letters (a glyph missing from
 * one face is looked for in the others).
 */
export const CARD_FONTS = [
  "@fontsource/fraunces/files/fraunces-latin-600-normal.woff",
  "@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff",
  ...["latin", "latin-ext", "greek", "cyrillic"].flatMap((subset) => [400, 600].map((weight) => `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
];

/** A WOFF 1.0 font as an uncompressed SFNT (TrueType/OpenType) file. Throws on anything else. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error(`WOFF table ${tag}: ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag, checksum, data });
  }
  // The SFNT directory: the binary-search fields, then one 16-byte record per table (sorted by tag).
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.write(table.tag, record, 4, "latin1");
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * A file of the build's public folder (build/client in production, public/ from the sources): the
 * Chinese cut of Noto Sans SC is ours (scripts/fonts-cjk.ts), not a package's.
 */
export function publicFile(name: string): string {
  const built = fileURLToPath(new URL(`../client/${name}`, import.meta.url));
  return fs.existsSync(built) ? built : path.resolve("public", name);
}

/** The scripts the product's Latin faces lack, as a name may be written in them. */
export const SCRIPTS = {
  devanagari: /\p{Script=Devanagari}/u,
  han: /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u,
};

/** Noto faces (SIL Open Font License) for a name in Devanagari or Chinese, loaded only for such a card. */
const SCRIPT_FONTS = {
  devanagari: () =>
    ["@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf", "@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf"].map((f) => require.resolve(f)),
  han: () => ["fonts/noto-sans-sc-400.woff", "fonts/noto-sans-sc-700.woff"].map(publicFile),
};

const require = createRequire(import.meta.url);
let folder: string | undefined;
const unpacked = new Map<string, string>();

/** `file` as a TrueType file: a WOFF unpacked into a private temporary folder once per process. */
function trueType(file: string): string {
  if (!file.endsWith(".woff")) return file;
  let target = unpacked.get(file);
  if (!target) {
    folder ??= fs.mkdtempSync(path.join(os.tmpdir(), "three-skies-fonts-"));
    target = path.join(folder, path.basename(file).replace(/\.woff$/, ".ttf"));
    fs.writeFileSync(target, woffToSfnt(fs.readFileSync(file)));
    unpacked.set(file, target);
  }
  return target;
}

/** Paths of the fonts a card with `text` needs, as TrueType files: the product's, and a script's when the text is written in it. */
export function cardFontFiles(text = ""): string[] {
  const files = CARD_FONTS.map((font) => require.resolve(font));
  for (const script of ["devanagari", "han"] as const) if (SCRIPTS[script].test(text)) files.push(...SCRIPT_FONTS[script]());
  return files.map(trueType);
}
