// The page cache keeps what the app hands it, compressed once, and nothing rendered across a write;
// a hit sends the coding asked for with that coding's ETag and answers 304 to a client holding the page.
import { EventEmitter } from "node:events";
import zlib from "node:zlib";
import type express from "express";
import { describe, expect, it } from "vitest";
import type { KeptPage } from "~/context";
import { pageCache } from "../../server/page-cache";

function exchange(method: string, url: string, headers: Record<string, string> = {}) {
  const res = Object.assign(new EventEmitter(), {
    locals: {} as Record<string, unknown>,
    sent: undefined as Buffer | undefined,
    code: 0,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete this.headers[name.toLowerCase()];
    },
    status(code: number) {
      this.code = code;
      return this;
    },
    end(body?: Buffer) {
      this.sent = body ?? Buffer.alloc(0);
    },
  });
  const req = { method, originalUrl: url, path: url.split("?")[0], headers } as unknown as express.Request;
  return { req, res, keep: () => res.locals.keepPage as ((page: KeptPage) => void) | undefined };
}

const HTML = `<!DOCTYPE html><html><body>${"Premium for the stars. ".repeat(200)}</body></html>`;
const page = (): KeptPage => ({ html: Buffer.from(HTML), tag: "abc123", headers: [["content-type", "text/html; charset=utf-8"], ["cache-control", "public, max-age=60, s-maxage=300"]] });

function served(cache: ReturnType<typeof pageCache>, headers: Record<string, string>) {
  const visit = exchange("GET", "/pricing", headers);
  cache(visit.req, visit.res as never, () => expect.unreachable("served from the copy"));
  return visit.res;
}

describe("the page cache", () => {
  it("sends each coding made when the page was kept, with its own ETag and the copy's age", () => {
    let clock = 1_000_000;
    const cache = pageCache({ now: () => clock });
    const first = exchange("GET", "/pricing");
    cache(first.req, first.res as never, () => {});
    first.keep()!(page());
    clock += 12_500;
    const br = served(cache, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.sent!).toString()).toBe(HTML);
    expect(br.headers.etag).toBe('"abc123-br"');
    expect(br.headers.age).toBe("12");
    expect(br.headers["x-cache"]).toBe("hit");
    expect(br.headers["cache-control"]).toBe("public, max-age=60, s-maxage=300");
    const gzip = served(cache, { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.sent!).toString()).toBe(HTML);
    expect(gzip.headers.etag).toBe('"abc123-gz"');
    const plain = served(cache, {});
    expect(plain.sent!.toString()).toBe(HTML);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).toBe('"abc123"');
  });

  it("answers 304 without a body to a client holding the page in any coding, 200 to one holding another", () => {
    const cache = pageCache();
    const first = exchange("GET", "/pricing");
    cache(first.req, first.res as never, () => {});
    first.keep()!(page());
    const held = served(cache, { "accept-encoding": "br", "if-none-match": '"abc123-gz"' });
    expect(held.code).toBe(304);
    expect(held.sent!.length).toBe(0);
    expect(held.headers.etag).toBe('"abc123-gz"');
    expect(held.headers["content-type"]).toBeUndefined();
    const stale = served(cache, { "accept-encoding": "br", "if-none-match": '"older-br"' });
    expect(stale.code).toBe(200);
    expect(stale.sent!.length).toBeGreaterThan(0);
  });

  it("offers no copy to a request it would not serve, and keeps nothing rendered across a write", () => {
    const cache = pageCache();
    for (const [url, headers] of [["/pricing?x=1", {}], ["/Pricing", {}], ["/pricing", { cookie: "theme=dark" }]] as const) {
      const visit = exchange("GET", url, headers);
      cache(visit.req, visit.res as never, () => {});
      expect(visit.keep(), url).toBeUndefined();
    }
    const slow = exchange("GET", "/pricing");
    cache(slow.req, slow.res as never, () => {});
    const write = exchange("POST", "/theme");
    cache(write.req, write.res as never, () => {});
    slow.keep()!(page()); // finished rendering after the write arrived
    expect(cache.size()).toBe(0);
    const later = exchange("GET", "/pricing");
    let rendered = false;
    cache(later.req, later.res as never, () => (rendered = true));
    expect(rendered).toBe(true);
  });
});
