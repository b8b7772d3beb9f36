// Markup written as a string matches what React writes for the same elements.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { el, text } from "./svg-markup";

describe("el", () => {
  it("writes attributes in order, leaves out null, undefined and false, and escapes as React does", () => {
    const label = `Sun 9°39′ "Cancer" & <co>'s`;
    const ours = el("g", { "data-planet": "Sun", "data-partner-planet": null, tabindex: 0, "aria-label": label, hidden: false, "stroke-width": 1.5, x: undefined }, el("title", {}, text(label)), el("line", { x1: 1.25, y1: -3 }));
    const react = renderToStaticMarkup(
      createElement("svg", null, createElement("g", { "data-planet": "Sun", tabIndex: 0, "aria-label": label, strokeWidth: 1.5 }, createElement("title", null, label), createElement("line", { x1: 1.25, y1: -3 }))),
    );
    expect(`<svg>${ours}</svg>`).toBe(react);
  });
});
