// The installable app on the production build: the manifest and its icons, the service worker
// served from the site's root, and the session tag that keeps the worker's copies to one session.
import zlib from "node:zlib";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(tempDatabase("pwa"));
});
afterAll(async () => {
  await server.stop();
});

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("web app manifest", () => {
  it("is linked from every page, with the chrome colour of the page's theme (light unless chosen)", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"\/>/);
    expect(html.match(/<meta name="theme-color"[^>]*>/g)).toEqual(['<meta name="theme-color" content="#2e1065"/>']);
    const dark = (await createCookie("theme").serialize("dark")).split(";")[0]!;
    const darkHtml = await (await fetch(`${server.url}/`, { headers: { cookie: dark } })).text();
    expect(darkHtml.match(/<meta name="theme-color"[^>]*>/g)).toEqual(['<meta name="theme-color" content="#0b0820"/>']);
  });

  it("is valid: names, standalone, start URL /profile, and icons that exist at their stated sizes", async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: "Three Skies", short_name: "Three Skies", start_url: "/profile", display: "standalone", scope: "/" });
    // Light whatever the device prefers: no colours of a dark colour scheme.
    expect(manifest).toMatchObject({ theme_color: "#2e1065", background_color: "#f5f3ff" });
    expect(manifest).not.toHaveProperty("user_preferences");
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, server.url));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type")).toBe(icon.type);
      expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toBe(icon.sizes);
    }
  });
});

describe("service worker", () => {
  it("is served from the root, never from the HTTP cache, with the app shell precached", async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    // Workbox's list, written in by the build: the offline page and the hashed scripts.
    expect(source).not.toContain("self.__WB_MANIFEST");
    expect(source).toMatch(/"\/?offline\.html"/);
    expect(source).toMatch(/assets\/[\w-]+\.js/);
    const offline = await fetch(`${server.url}/offline.html`);
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain("You're offline");
  });

  it("is registered by a few hundred bytes of script, which the CSP allows along with the worker, with a nonce or without", async () => {
    const response = await fetch(`${server.url}/login`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    // Inline where the document has a nonce: nothing more to load.
    const inline = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}">([^<]*register\\("/sw.js"\\)[^<]*)</script>`).exec(await response.text());
    expect(inline?.[1]?.length).toBeLessThan(600);
    // A public sky page shared by every visitor has no nonce: the site's own scripts are allowed.
    const shared = await fetch(`${server.url}/horoscope/aries`);
    expect(shared.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await shared.text()).toContain('<script src="/sw-register.js" defer></script>');
    const script = await fetch(`${server.url}/sw-register.js`);
    expect(script.status).toBe(200);
    const source = await script.text();
    expect(source).toContain('register("/sw.js")');
    expect(zlib.gzipSync(source).length).toBeLessThan(500);
  });
});

describe("kept copies belong to one member", () => {
  it("a member's pages name the member by a keyed hash while the session lives; a guest's, or a dead session's, name none; signing out clears the browser's cache", async () => {
    const cookie = await signUpMember(server.url, "Pwa");
    const page = await fetch(`${server.url}/profile`, { headers: { cookie } });
    const data = await fetch(`${server.url}/profile.data?tab=sun`, { headers: { cookie } });
    const tag = page.headers.get("x-member-tag");
    expect(tag).toMatch(/^[\w-]{22}$/);
    expect(data.headers.get("x-member-tag")).toBe(tag);
    expect(cookie).not.toContain(tag);
    const other = await signUpMember(server.url, "Other");
    expect((await fetch(`${server.url}/profile`, { headers: { cookie: other } })).headers.get("x-member-tag")).not.toBe(tag);
    expect((await fetch(`${server.url}/login`)).headers.get("x-member-tag")).toBeNull();
    const logout = await fetch(`${server.url}/logout`, { method: "POST", headers: { cookie, origin: server.url }, redirect: "manual" });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("clear-site-data")).toBe('"cache"');
    // The ended session's cookie, sent again, names nobody.
    expect((await fetch(`${server.url}/login`, { headers: { cookie } })).headers.get("x-member-tag")).toBeNull();
  });
});
