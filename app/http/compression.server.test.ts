// Documents are compressed in one call with the coding the client prefers, as the middleware would.
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument, deflateOnce, negotiateCoding } from "./compression.server";

describe("negotiateCoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["*", "br"],
    ["*;q=0.4, gzip;q=0.6", "gzip"],
    ["identity", null],
    ["gzip;q=0, br;q=0", null],
    ["deflate", null],
    ["BR", "br"],
    ["gzip;q=2", null],
    ["", null],
    [null, null],
  ])("%s → %s", (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  it("prefers gzip at equal weight when asked to, never over a higher weight", () => {
    expect(negotiateCoding("gzip, deflate, br", "gzip")).toBe("gzip");
    expect(negotiateCoding("br", "gzip")).toBe("br");
    expect(negotiateCoding("br, gzip;q=0.5", "gzip")).toBe("br");
  });
});

describe("compressDocument", () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>The Moon enters Taurus.</p>".repeat(200)}</body></html>`);

  it("sends brotli to a browser, and says so", () => {
    const headers = new Headers({ Vary: "Cookie" });
    const body = compressDocument(html, "gzip, deflate, br", 1, headers);
    expect(zlib.brotliDecompressSync(body).equals(html)).toBe(true);
    expect(headers.get("Content-Encoding")).toBe("br");
    expect(headers.get("Content-Length")).toBe(String(body.length));
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("sends gzip at the configured level to a client that accepts only gzip", () => {
    const headers = new Headers();
    const body = compressDocument(html, "gzip", 6, headers);
    expect(zlib.gunzipSync(body).equals(html)).toBe(true);
    expect(headers.get("Content-Encoding")).toBe("gzip");
    expect(headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("leaves the body as it is when compression is off, not accepted, or the body is small", () => {
    for (const [body, accept, level] of [
      [html, "gzip, br", 0],
      [html, "identity", 1],
      [Buffer.from("<p>short</p>"), "gzip, br", 1],
    ] as const) {
      const headers = new Headers({ "Content-Length": String(body.length) });
      expect(compressDocument(body, accept, level, headers)).toBe(body);
      expect(headers.get("Content-Encoding")).toBeNull();
      expect(headers.get("Content-Length")).toBe(String(body.length));
      expect(headers.get("Vary")).toBe("Accept-Encoding");
    }
  });

  it("carries parts deflated once as they are in one gzip stream, the document whole", () => {
    const sheet = deflateOnce(Buffer.from(`<style>${"body{color:#123456}".repeat(300)}</style>`));
    const head = Buffer.from("<!DOCTYPE html><html><head>");
    const document = Buffer.concat([head, sheet.bytes, Buffer.from("</head>"), html.subarray(15), sheet.bytes]);
    const spliced = [
      { at: head.length, part: sheet },
      { at: document.length - sheet.bytes.length, part: sheet },
    ];
    const headers = new Headers();
    const body = compressDocument(document, "gzip, deflate, br", 1, headers, spliced);
    expect(headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(body).equals(document)).toBe(true);
    expect(body.indexOf(sheet.deflated)).toBeGreaterThan(0);
    // Without gzip, brotli of the whole.
    expect(zlib.brotliDecompressSync(compressDocument(document, "br", 1, new Headers(), spliced)).equals(document)).toBe(true);
  });
});
