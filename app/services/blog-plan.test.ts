// The blog writer's JSON templates: slots filled from facts, lists and tables put in place, no slot left empty.
import { describe, expect, it } from "vitest";
import { expand, planFrom } from "~/services/blog-plan";

describe("expand", () => {
  it("fills every slot of every string, numbers as text, without reading slots inside values", () => {
    expect(expand({ a: ["{p} in {s}", "{p} again in {n}"] }, { p: "Mars", s: "{n}", n: 2027 })).toEqual({ a: ["Mars in {n}", "Mars again in 2027"] });
  });

  it("spreads a list into the list that holds it, and puts a table or an absent value in place", () => {
    const table = { head: ["Date"], rows: [["May 1"]] };
    expect(expand({ list: ["first", "{items}", "last"], table: "{t}", none: "{u}" }, { items: ["b", "c"], t: table, u: undefined })).toEqual({
      list: ["first", "b", "c", "last"],
      table,
      none: undefined,
    });
  });

  it("throws on a slot with no text rather than let it reach a reader", () => {
    expect(() => expand("{p} in {s}", { p: "Mars" })).toThrow(/\{s\}/);
    expect(() => expand("{p} in {s}", { p: "Mars", s: ["Aries"] })).toThrow(/\{s\}/);
  });
});

it("planFrom writes a plan's keywords in lower case", () => {
  const plan = planFrom({ label: "{p}", intro: [], sections: [], facts: [], description: "", keywords: ["{p} in {s}"] }, { p: "Mars", s: "Aries" });
  expect(plan.keywords).toEqual(["mars in aries"]);
  expect(plan.label).toBe("Mars");
});
