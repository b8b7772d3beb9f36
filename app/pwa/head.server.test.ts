// The installable app's tags are spliced into every rendered document as bytes.
import { describe, expect, it } from "vitest";
import { withInstallableApp } from "./head.server";

const page = Buffer.from("<!DOCTYPE html><html><head><title>Tâche — 月</title></head><body><p>Ünïcode ☾</p></body></html>");

describe("withInstallableApp", () => {
  it("adds the manifest before </head> and the registration before </body>, text intact", () => {
    const out = withInstallableApp(page, "abc123", true).toString("utf8");
    expect(out).toMatch(/<title>Tâche — 月<\/title><link rel="manifest" href="\/manifest.webmanifest"\/>.*<\/head>/);
    expect(out).toMatch(/<p>Ünïcode ☾<\/p><script nonce="abc123">[^<]*serviceWorker[^<]*<\/script><\/body><\/html>$/);
  });

  it("links the registration file on a page without a nonce, and adds none outside production", () => {
    expect(withInstallableApp(page, undefined, true).toString("utf8")).toContain('<p>Ünïcode ☾</p><script src="/sw-register.js" defer></script></body>');
    const development = withInstallableApp(page, "abc123", false).toString("utf8");
    expect(development).not.toContain("<script");
    expect(development).toContain('<link rel="manifest"');
  });

  it("leaves a fragment without a head or body as it is", () => {
    const fragment = Buffer.from("<p>partial</p>");
    expect(withInstallableApp(fragment, "n", true).toString("utf8")).toBe("<p>partial</p>");
  });
});
