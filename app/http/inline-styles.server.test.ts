import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { withInlineStyles } from "./inline-styles.server";

describe("the stylesheet written into the document", () => {
  it("replaces the build's stylesheet link by the sheet, and leaves any other link alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-styles-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets/root-abc.css"), "body{color:red}");
    fs.writeFileSync(path.join(dir, "assets/bad-abc.css"), "a::after{content:'</style>'}");
    const clientDir = pathToFileURL(`${dir}/`);
    const html = (links: string) => Buffer.from(`<html><head><link rel="icon" href="/favicon.svg"/>${links}</head><body>x</body></html>`);
    const inlined = withInlineStyles(html('<link rel="stylesheet" href="/assets/root-abc.css"/>'), clientDir);
    expect(inlined.html.toString()).toBe('<html><head><link rel="icon" href="/favicon.svg"/><style>body{color:red}</style></head><body>x</body></html>');
    // Where the sheet is, with its bytes deflated once.
    const [sheet] = inlined.sheets;
    expect(inlined.html.subarray(sheet!.at, sheet!.at + sheet!.part.bytes.length).toString()).toBe("<style>body{color:red}</style>");
    expect(withInlineStyles(html('<link nonce="n0" rel="stylesheet" href="/assets/root-abc.css"/>'), clientDir).html.toString()).toContain("<style>body{color:red}</style></head>");
    for (const kept of ['<link rel="stylesheet" href="/assets/bad-abc.css"/>', '<link rel="stylesheet" href="/assets/missing-abc.css"/>', '<link rel="stylesheet" href="/app/app.css"/>']) {
      expect(withInlineStyles(html(kept), clientDir)).toMatchObject({ sheets: [] });
      expect(withInlineStyles(html(kept), clientDir).html.toString()).toContain(kept);
    }
  });
});
