// The drawings' markup writer: what React writes for the same elements, and only escaped text inside.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { el, fragment, text } from "./svg-markup";

describe("el", () => {
  it("writes attributes in order, leaves out null, undefined and false, and escapes as React does", () => {
    const label = `Sun 9°39′ "Cancer" & <co>'s`;
    const ours = el("g", { "data-planet": "Sun", "data-partner-planet": null, tabindex: 0, "aria-label": label, hidden: false, "stroke-width": 1.5, x: undefined }, el("title", {}, text(label)), el("line", { x1: 1.25, y1: -3 }));
    const react = renderToStaticMarkup(
      createElement("svg", null, createElement("g", { "data-planet": "Sun", tabIndex: 0, "aria-label": label, strokeWidth: 1.5 }, createElement("title", null, label), createElement("line", { x1: 1.25, y1: -3 }))),
    );
    expect(`<svg>${ours}</svg>`).toBe(react);
  });

  it("takes as children only markup it wrote: text goes through text(), which escapes it", () => {
    const name = `<script>alert("x")</script>`;
    // @ts-expect-error -- a plain string is not markup: it would reach the page unescaped.
    el("title", {}, name);
    // @ts-expect-error -- nor is a string built from markup.
    el("g", {}, el("title", {}, text(name)) + el("desc", {}));
    expect(el("title", {}, text(name))).toBe("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>");
  });
});

describe("fragment", () => {
  it("writes its children one after another, leaving out null, undefined and false", () => {
    expect(fragment([el("line", {}), null, undefined, false, text("R")])).toBe("<line></line>R");
    expect(fragment([])).toBe("");
  });
});
