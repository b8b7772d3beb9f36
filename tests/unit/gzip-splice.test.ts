// A document compressed once, sent with a new nonce in each copy: every copy is a valid gzip member
// that decodes to the document with that nonce, whatever surrounds the nonces.
import crypto from "node:crypto";
import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splice, spliceable } from "../../server/gzip-splice";

const nonce = () => crypto.randomBytes(16).toString("base64");

async function browserDecode(body: Buffer) {
  return new Response(new Blob([new Uint8Array(body)]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
}

describe("gzip splice", () => {
  it("decodes to the document with each response's nonce", async () => {
    const first = nonce();
    const head = Array.from({ length: 30 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="${first}"/>`).join("");
    const html = `<!DOCTYPE html><html><head>${head}</head><body><p>Ünïcödé ♉ text ${"repeated markup ".repeat(500)}</p><script nonce="${first}">start()</script></body></html>`;
    const document = spliceable(html, first)!;
    expect(document.pieces).toHaveLength(32);
    for (let i = 0; i < 3; i++) {
      const next = nonce();
      const body = splice(document, next);
      const expected = html.split(first).join(next);
      expect(zlib.gunzipSync(body).toString()).toBe(expected);
      expect(await browserDecode(body)).toBe(expected);
      // Compressed across the gaps: a few bytes per gap more than the whole text in one go.
      expect(body.length).toBeLessThan(zlib.gzipSync(expected, { level: 9 }).length + 50 * 31);
    }
  });

  it("handles a document without a nonce, or starting and ending with one", () => {
    const n = nonce();
    const m = nonce();
    expect(zlib.gunzipSync(splice(spliceable("<p>no scripts</p>", n)!, m)).toString()).toBe("<p>no scripts</p>");
    expect(zlib.gunzipSync(splice(spliceable(`${n}<p>${n}${n}</p>${n}`, n)!, m)).toString()).toBe(`${m}<p>${m}${m}</p>${m}`);
  });

  it("refuses a document with a NUL byte and a nonce of another length", () => {
    const n = nonce();
    expect(spliceable(`<p>a\0b</p>${n}`, n)).toBeNull();
    expect(() => splice(spliceable(`<p>${n}</p>`, n)!, "short")).toThrow();
  });

  it("round-trips arbitrary text around the nonces", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 300 }), { minLength: 1, maxLength: 8 }), (parts) => {
        const n = nonce();
        const m = nonce();
        const html = parts.join(n).replaceAll("\0", "");
        const document = spliceable(html, n);
        if (!document) return;
        expect(zlib.gunzipSync(splice(document, m)).toString()).toBe(html.split(n).join(m));
      }),
      { numRuns: 200 },
    );
  });
});
