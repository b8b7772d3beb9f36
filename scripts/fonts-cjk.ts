// Writes public/fonts/noto-sans-sc-{400,700}.woff: Noto Sans SC (SIL OFL 1.1) cut down to the
// characters Chinese text here can use, for the PDFs and the share card (the web pages use the
// reader's own Chinese system font). The set: GB 2312 (its 6,763 hanzi and symbols), printable ASCII
// and Latin-1, general punctuation (— ′ …), CJK punctuation, full-width forms, and every character of
// the Chinese catalogs and readings. scripts/fonts-cjk.test.ts fails when a Chinese text file holds a
// character the cut lacks: then run `npx tsx scripts/fonts-cjk.ts` again. Needs the npm registry (it
// packs @expo-google-fonts/noto-sans-sc into a temporary folder).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PACKAGE = "@expo-google-fonts/noto-sans-sc@0.4.3";
const WEIGHTS = { 400: "400Regular", 700: "700Bold" } as const;
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2000, 0x206f],
  [0x3000, 0x303f],
  [0xff00, 0xffef],
];

/** Every character above Latin-1 in the Chinese text files: the catalogs and the readings' banks. */
export function chineseTextCharacters(root = "app"): Set<string> {
  const out = new Set<string>();
  for (const folder of ["i18n/catalogs/zh-Hans", "astrology/texts/data/zh-Hans"]) {
    const dir = path.join(root, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) for (const ch of fs.readFileSync(path.join(dir, file), "utf8")) if (ch > "\u00ff") out.add(ch);
  }
  return out;
}

export function cjkFontCharacters(): string {
  const out = new Set<string>();
  const gb2312 = new TextDecoder("gb2312");
  for (let high = 0xa1; high <= 0xf7; high++) {
    for (let low = 0xa1; low <= 0xfe; low++) {
      const ch = gb2312.decode(new Uint8Array([high, low]));
      // Cells GB 2312 leaves empty decode to U+FFFD or to the private use area.
      if (ch !== "\ufffd" && !/\p{Co}/u.test(ch)) out.add(ch);
    }
  }
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) out.add(String.fromCharCode(c));
  for (const ch of chineseTextCharacters()) out.add(ch);
  return [...out].join("");
}

async function main() {
  const { default: subsetFont } = await import("subset-font");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "noto-sc-"));
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: folder, encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", tarball], { cwd: folder });
  const characters = cjkFontCharacters();
  for (const [weight, style] of Object.entries(WEIGHTS)) {
    const source = fs.readFileSync(path.join(folder, "package", style, `NotoSansSC_${style}.ttf`));
    const woff = await subsetFont(source, characters, { targetFormat: "woff" });
    const target = path.join("public", "fonts", `noto-sans-sc-${weight}.woff`);
    fs.writeFileSync(target, woff);
    console.log(`${target}: ${[...characters].length} characters, ${woff.length} bytes`);
  }
  fs.copyFileSync(path.join(folder, "package", "LICENSE_FONT"), path.join("public", "fonts", "OFL.txt"));
  fs.rmSync(folder, { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
