// The WOFF unpacking that gives the preview renderer the product's fonts as TrueType files.
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { Resvg } from "@resvg/resvg-js";
import * as fontkit from "fontkit";
import { CARD_FONTS, cardFontFiles, woffToSfnt } from "./fonts.server";

const require = createRequire(import.meta.url);

/** The SFNT checksum of a table: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer) {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum = (sum + ((data[i]! << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0))) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  it.each(CARD_FONTS)("%s becomes a TrueType file whose every table matches the checksum the font declares", (font) => {
    const woff = fs.readFileSync(require.resolve(font));
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = ttf.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    // The binary-search fields: searchRange = 16 × the largest power of two ≤ numTables.
    expect(ttf.readUInt16BE(6)).toBe(16 * 2 ** Math.floor(Math.log2(tables)));
    // The file is as long as the font says its SFNT form is.
    expect(ttf.length).toBe(woff.readUInt32BE(16));
    let previous = "";
    for (let i = 0; i < tables; i++) {
      const record = 12 + i * 16;
      const tag = ttf.toString("latin1", record, record + 4);
      expect(tag > previous, `${tag} sorted`).toBe(true);
      previous = tag;
      const offset = ttf.readUInt32BE(record + 8);
      expect(offset % 4).toBe(0);
      const data = ttf.subarray(offset, offset + ttf.readUInt32BE(record + 12));
      // head's checksum is computed with its checkSumAdjustment field as zero.
      if (tag === "head") data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(ttf.readUInt32BE(record + 4));
    }
  });

  it("refuses what is not a WOFF 1.0 font", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 and more bytes than the header needs to be read......"))).toThrow("not a WOFF 1.0 font");
  });
});

describe("cardFontFiles", () => {
  const draw = (name: string, files: string[]) =>
    new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><text x="10" y="80" font-family="Fraunces SemiBold, Fraunces, Inter SemiBold" font-size="48">${name}</text></svg>`, {
      font: { fontFiles: files, loadSystemFonts: false, defaultFontFamily: "Inter" },
    })
      .render()
      .asPng();

  it.each(["प्रिया शर्मा", "王小明", "Zoë Ørsted"])("gives a card named %s a face for every letter of the name, and draws the name in it", (name) => {
    const files = cardFontFiles(name);
    const faces = files.map((file) => fontkit.openSync(file) as fontkit.Font);
    for (const ch of name.replace(/\s/g, "")) expect(faces.some((face) => face.hasGlyphForCodePoint(ch.codePointAt(0)!)), ch).toBe(true);
    const latinOnly = cardFontFiles();
    if (files.length > latinOnly.length) expect(draw(name, files).equals(draw(name, latinOnly))).toBe(false);
    else expect(files).toEqual(latinOnly);
  });
});
