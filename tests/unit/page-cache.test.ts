// The page cache keeps what the app hands it, and nothing rendered across a write.
import { EventEmitter } from "node:events";
import type express from "express";
import { describe, expect, it } from "vitest";
import type { KeptPage } from "~/context";
import { pageCache } from "../../server/page-cache";

function exchange(method: string, url: string, nonce: string, headers: Record<string, string> = {}) {
  const res = Object.assign(new EventEmitter(), {
    locals: { cspNonce: nonce } as Record<string, unknown>,
    sent: undefined as string | Buffer | undefined,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
    status() {
      return this;
    },
    end(body?: string | Buffer) {
      this.sent = body ?? "";
    },
  });
  const req = { method, originalUrl: url, path: url.split("?")[0], headers } as unknown as express.Request;
  return { req, res, keep: () => res.locals.keepPage as ((page: KeptPage) => void) | undefined };
}

const page = (nonce: string): KeptPage => ({
  html: Buffer.from(`<html><script nonce="${nonce}"></script>Pricing</html>`),
  nonce,
  headers: [["content-security-policy", `script-src 'nonce-${nonce}'`]],
});

describe("the page cache", () => {
  it("serves a kept page with the request's own nonce", () => {
    const cache = pageCache();
    const first = exchange("GET", "/pricing", "n1");
    cache(first.req, first.res as never, () => {});
    first.keep()!(page("n1"));
    const second = exchange("GET", "/pricing", "n2");
    cache(second.req, second.res as never, () => expect.unreachable("served from the copy"));
    expect(String(second.res.sent)).toBe('<html><script nonce="n2"></script>Pricing</html>');
    expect(second.res.headers["content-security-policy"]).toBe("script-src 'nonce-n2'");
    expect(second.res.headers["x-cache"]).toBe("hit");
  });

  it("offers no copy to a request it would not serve, and keeps nothing rendered across a write", () => {
    const cache = pageCache();
    for (const [url, headers] of [["/pricing?x=1", {}], ["/Pricing", {}], ["/pricing", { cookie: "theme=dark" }]] as const) {
      const visit = exchange("GET", url, "n", headers);
      cache(visit.req, visit.res as never, () => {});
      expect(visit.keep(), url).toBeUndefined();
    }
    const slow = exchange("GET", "/pricing", "n1");
    cache(slow.req, slow.res as never, () => {});
    const write = exchange("POST", "/theme", "w");
    cache(write.req, write.res as never, () => {});
    slow.keep()!(page("n1")); // finished rendering after the write arrived
    expect(cache.size()).toBe(0);
    const later = exchange("GET", "/pricing", "n3");
    let rendered = false;
    cache(later.req, later.res as never, () => (rendered = true));
    expect(rendered).toBe(true);
  });
});
