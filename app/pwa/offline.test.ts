import { describe, expect, it } from "vitest";
import { isKeptPage, MEMBER_TAG_HEADER, memberOf } from "./offline";

const ORIGIN = "https://app.example";

function answer(init: { status?: number; type?: string; redirected?: boolean; url?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers ?? {});
  return { status: init.status ?? 200, type: init.type ?? "basic", redirected: init.redirected ?? false, url: init.url ?? `${ORIGIN}/`, headers };
}
const html = { "content-type": "text/html; charset=utf-8" };
const page = (path: string) => ({ url: ORIGIN + path, mode: "navigate" });
const fetched = (path: string) => ({ url: ORIGIN + path, mode: "cors" });

describe("memberOf: what an answer tells the service worker about who is signed in", () => {
  it("names the member of a page or data rendered for them", () => {
    expect(memberOf(page("/profile"), answer({ headers: { ...html, [MEMBER_TAG_HEADER]: "tag-a" } }), ORIGIN)).toBe("tag-a");
    expect(memberOf(fetched("/profile.data"), answer({ headers: { [MEMBER_TAG_HEADER]: "tag-a" } }), ORIGIN)).toBe("tag-a");
  });

  it("says nobody for a page or data rendered for nobody, a 401, a sign-out and a request that ended on the sign-in page", () => {
    expect(memberOf(page("/login"), answer({ headers: html }), ORIGIN)).toBe("");
    expect(memberOf(fetched("/settings.data"), answer({ status: 202 }), ORIGIN)).toBe("");
    expect(memberOf(fetched("/api/profile"), answer({ status: 401 }), ORIGIN)).toBe("");
    for (const path of ["/api/auth/logout", "/API/auth/logout/", "/logout", "/logout.data"]) expect(memberOf(fetched(path), answer({ status: 200 }), ORIGIN), path).toBe("");
    expect(memberOf(page("/logout"), answer({ status: 0, type: "opaqueredirect" }), ORIGIN)).toBe("");
    expect(memberOf(fetched("/api/something"), answer({ redirected: true, url: `${ORIGIN}/login?redirectTo=%2F` }), ORIGIN)).toBe("");
  });

  it("says nothing for what carries no news: other sites, assets and downloads, a navigation's own redirect", () => {
    expect(memberOf({ url: "https://other.example/api/auth/logout", mode: "cors" }, answer({ status: 401 }), ORIGIN)).toBeNull();
    expect(memberOf(fetched("/assets/app.js"), answer(), ORIGIN)).toBeNull();
    expect(memberOf(page("/profile/report.pdf"), answer({ headers: { "content-type": "application/pdf" } }), ORIGIN)).toBeNull();
    expect(memberOf(page("/profile"), answer({ status: 0, type: "opaqueredirect" }), ORIGIN)).toBeNull();
    expect(memberOf(fetched("/api/profile"), answer({ status: 200 }), ORIGIN)).toBeNull();
  });
});

describe("isKeptPage: the addresses whose last copy the service worker keeps", () => {
  const kept = (path: string) => isKeptPage(new URL(path, ORIGIN));

  it("keeps the chart where members land and at /profile, bare or on any tab, page or data", () => {
    for (const path of ["/", "/?tab=daily", "/?tab=compatibility", "/profile", "/profile?tab=sun", "/profile.data?tab=moon", "/_root.data?tab=love"]) expect(kept(path), path).toBe(true);
  });

  it("keeps no address asking for more than a tab, nor a tab that does not exist, nor other pages", () => {
    for (const path of ["/?tab=compatibility&report=abc.def", "/profile?tab=compatibility&person=1", "/profile?tab=birth&edit=1", "/?tab=nope", "/?index", "/settings", "/blog", "/profile/report.pdf"]) {
      expect(kept(path), path).toBe(false);
    }
  });
});
