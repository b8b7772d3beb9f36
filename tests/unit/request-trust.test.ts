// The pure pieces of the request guards: the routed path, the streaming body reader, log redaction.
import { describe, expect, it } from "vitest";
import { readBodyForm, readBodyText } from "~/http/body.server";
import { canonicalPath, isApiPath } from "~/http/paths";
import { redactSecrets } from "~/domain/redact";
import { logLine } from "~/log.server";
import { clientAddressOf, crossSiteRefusal, type RequestFacts } from "~/http/request-policy.server";

describe("canonicalPath", () => {
  it.each(["/API/auth/login", "/Api/auth/login", "/%61pi/auth/login", "/%41PI/auth/login", "/api\\auth/login", "/api//auth/login", "//api/auth/login"])("%s is an /api path", (path) => {
    expect(isApiPath(path)).toBe(true);
    expect(canonicalPath(path)).toBe("/api/auth/login");
  });

  it("pages stay pages, and broken percent-encoding does not throw", () => {
    expect(isApiPath("/apiary")).toBe(false);
    expect(isApiPath("/blog/api")).toBe(false);
    expect(canonicalPath("/blog/%E0%A4%A")).toBe("/blog/%e0%a4%a");
  });
});

/** A request whose body arrives in `chunks` pieces of `size` bytes, without a Content-Length. */
function chunked(chunks: number, size: number, type = "application/json") {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  const request = new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": type }, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("the streaming body reader", () => {
  it("stops at the limit of a chunked body with a 413 and reads no further", async () => {
    const body = chunked(1000, 64 * 1024);
    await expect(readBodyText(body.request)).rejects.toMatchObject({ status: 413, message: "Request body is too large" });
    // 256 KiB is four chunks; the fifth crosses the limit, and a stream may have pulled one ahead.
    expect(body.pulled()).toBeLessThanOrEqual(6);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const request = new Request("http://localhost/settings", { method: "POST", body: "a=1", headers: { "content-length": String(300 * 1024) } });
    await expect(readBodyForm(request)).rejects.toMatchObject({ status: 413 });
  });

  it("reads a body under the limit whole, as text or as a form", async () => {
    expect(await readBodyText(chunked(3, 1000).request)).toBe("a".repeat(3000));
    const form = await readBodyForm(new Request("http://localhost/settings", { method: "POST", body: new URLSearchParams({ theme: "dark", name: "Ärger ✓" }) }));
    expect(Object.fromEntries(form)).toEqual({ theme: "dark", name: "Ärger ✓" });
    await expect(readBodyForm(new Request("http://localhost/x", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }))).rejects.toMatchObject({ status: 400 });
  });
});

describe("redactSecrets", () => {
  it("takes tokens, codes, cookies and keys out of a line and keeps the rest", () => {
    const line = redactSecrets(
      "[mail:outbox] to=a@b.test links=https://threeskies.app/reset-password?token=AbC_123-xyz https://threeskies.app/unsubscribe?u=1&token=zzz https://threeskies.app/calendar/0123456789abcdef0123456789abcdef.ics cookie ts_session=s%3Aabc.def; Bearer eyJhbGciOi.x.y whsec_abcdef123",
    );
    expect(line).toBe(
      "[mail:outbox] to=a@b.test links=https://threeskies.app/reset-password?token=[redacted] https://threeskies.app/unsubscribe?u=1&token=[redacted] https://threeskies.app/calendar/[redacted].ics cookie ts_session=[redacted]; Bearer [redacted] [redacted]",
    );
  });
});

describe("logLine", () => {
  it("escapes C0, DEL, C1 and the Unicode line separators, so one call is one line", () => {
    const line = logLine("[refused] 403 POST /x\n[mail:outbox] to=a\r\u2028\u2029\u0085\u007f\u0000\tend ?token=abc");
    expect(line).toBe("[refused] 403 POST /x\\n[mail:outbox] to=a\\r\\u2028\\u2029\\u0085\\u007f\\u0000\\tend ?token=[redacted]");
    expect(line.split(/[\n\r\u2028\u2029\u0085]/)).toHaveLength(1);
  });
});

describe("the request policy", () => {
  const APP = "https://threeskies.example";
  const write = (facts: Partial<RequestFacts>): RequestFacts => ({ method: "POST", path: "/api/auth/login", host: "threeskies.example", origin: APP, secFetchSite: "same-origin", contentType: "application/json", hasBody: true, ...facts });

  it("refuses a cross-site write to pages and /api, whatever the spelling, and lets reads and webhooks through", () => {
    for (const path of ["/api/auth/login", "/API/auth/login", "/%61pi/auth/login", "/logout"]) {
      const refusal = crossSiteRefusal(write({ path, origin: "https://evil.example", secFetchSite: "cross-site", contentType: "text/plain" }), APP);
      expect(refusal, path).toMatchObject({ status: 403, message: "Cross-site requests are not allowed", json: path !== "/logout" });
    }
    expect(crossSiteRefusal(write({ origin: "null" }), APP)?.status).toBe(403);
    expect(crossSiteRefusal(write({ origin: undefined, secFetchSite: "same-site" }), APP)?.status).toBe(403);
    expect(crossSiteRefusal(write({ method: "GET", origin: "https://evil.example" }), APP)).toBeNull();
    expect(crossSiteRefusal(write({ path: "/api/stripe/webhook", origin: "https://stripe.example", contentType: "text/plain" }), APP)).toBeNull();
  });

  it("reads /api writes as JSON only; a same-site form to a page is the page's to read", () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonx"]) {
      expect(crossSiteRefusal(write({ contentType }), APP), contentType).toMatchObject({ status: 415, json: true });
    }
    expect(crossSiteRefusal(write({ contentType: undefined, hasBody: true }), APP)?.status).toBe(415);
    expect(crossSiteRefusal(write({ contentType: "Application/JSON; charset=utf-8" }), APP)).toBeNull();
    expect(crossSiteRefusal(write({ contentType: undefined, hasBody: false, method: "DELETE" }), APP)).toBeNull();
    expect(crossSiteRefusal(write({ path: "/settings", contentType: "application/x-www-form-urlencoded" }), APP)).toBeNull();
  });

  it("takes Fly-Client-Ip only from the local proxy, and only when told to", () => {
    expect(clientAddressOf("127.0.0.1", "203.0.113.9", "fly")).toBe("203.0.113.9");
    expect(clientAddressOf("::ffff:127.0.0.1", " 2001:db8::1 ", "fly")).toBe("2001:db8::1");
    expect(clientAddressOf("198.51.100.7", "203.0.113.9", "fly")).toBe("198.51.100.7");
    expect(clientAddressOf("127.0.0.1", "not-an-address", "fly")).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", "203.0.113.9", undefined)).toBe("127.0.0.1");
    expect(clientAddressOf(undefined, undefined, undefined)).toBe("unknown");
  });
});
