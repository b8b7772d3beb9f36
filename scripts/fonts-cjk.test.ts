// The Chinese face cut (public/fonts) holds every character the Chinese catalogs and readings write:
// a text that adds one the cut lacks fails here until `npx tsx scripts/fonts-cjk.ts` is run again.
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { chineseTextCharacters, cjkFontCharacters } from "./fonts-cjk";

describe("the Chinese face cut", () => {
  it.each([400, 700])("noto-sans-sc-%s.woff draws every character of the Chinese texts and of GB 2312", (weight) => {
    const face = fontkit.openSync(`public/fonts/noto-sans-sc-${weight}.woff`) as fontkit.Font;
    const text = chineseTextCharacters();
    expect(text.size).toBeGreaterThan(300);
    expect([...text].filter((ch) => !face.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
    const hanzi = [...cjkFontCharacters()].filter((ch) => /\p{Script=Han}/u.test(ch));
    expect(hanzi.length).toBeGreaterThanOrEqual(6763);
    expect(hanzi.filter((ch) => !face.hasGlyphForCodePoint(ch.codePointAt(0)!))).toEqual([]);
  });
});
