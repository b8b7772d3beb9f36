// Which documents load the framework, and which scripts the others load.
import { describe, expect, it } from "vitest";
import { documentHydrates, enhancementScripts } from "./hydration";

const root = { handle: undefined, data: { user: null } };

describe("documentHydrates", () => {
  it("hydrates unless a matched route says no, by a flag or by its loader data", () => {
    expect(documentHydrates([root, { handle: { title: "Blog" }, data: {} }])).toBe(true);
    expect(documentHydrates([root, { handle: { hydrate: false }, data: {} }])).toBe(false);
    const guestsOnly = { hydrate: (data: unknown) => (data as { signedIn: boolean }).signedIn };
    expect(documentHydrates([root, { handle: guestsOnly, data: { signedIn: true } }])).toBe(true);
    expect(documentHydrates([root, { handle: guestsOnly, data: { signedIn: false } }])).toBe(false);
  });

  it("names each page's own script, by a path or by its loader data", () => {
    expect(enhancementScripts([root, { handle: { hydrate: false }, data: {} }])).toEqual([]);
    expect(enhancementScripts([root, { handle: { hydrate: false, enhance: "/settings.js" }, data: {} }])).toEqual(["/settings.js"]);
    const byView = { hydrate: false, enhance: (data: unknown) => ((data as { view: string }).view === "chart" ? "/chart.js" : undefined) };
    expect(enhancementScripts([root, { handle: byView, data: { view: "chart" } }])).toEqual(["/chart.js"]);
    expect(enhancementScripts([root, { handle: byView, data: { view: "landing" } }])).toEqual([]);
  });
});
