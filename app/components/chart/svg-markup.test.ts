// Markup written as a string matches what React writes for the same elements.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { el, template, text } from "./svg-markup";

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

describe("template", () => {
  it("writes the markup once and fills each call's values where they were, escaped as text() escapes them", () => {
    const write = (name: string, here: string) => el("p", { title: here }, text(name), el("b", {}, text(name)));
    const card = template(["name", "here"], (slot) => write(slot.name, slot.here));
    const values = { name: `Ann "A" & <co>'s`, here: "/profile?tab=sun&x=<1>" };
    expect(card(values)).toBe(write(values.name, values.here));
    expect(card({ name: "Bo", here: "/" })).toBe(write("Bo", "/"));
  });

  it("refuses a template that leaves a value out", () => {
    expect(() => template(["name", "email"], (slot) => el("p", {}, slot.name))).toThrow(/each of name, email must appear/);
  });
});
