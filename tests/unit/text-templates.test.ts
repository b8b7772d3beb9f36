import { describe, expect, it } from "vitest";
import { banks, SLOTS, type Spec } from "~/astrology/texts/banks";
import { declaredSlots, fill, slotsOf, templates, type Template } from "~/astrology/texts/template";

// Every module of prose: the engine's banks (data/en/*.json, as the writers load them) and the blog writer's notes.
const MODULES: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(banks("en")).map(([module, data]) => [`astrology/texts/data/en/${module}`, data as Record<string, unknown>])),
  ...import.meta.glob<Record<string, unknown>>("/app/services/*-texts.ts", { eager: true }),
};

const LEFT_OVER = /\{\w+\}/;

type Found = { where: string; text: string; slots: readonly string[] | null };

/**
 * Every string reachable from a value, with the slots of the nearest bank declared around it: by
 * `templates`, or (a single sentence) by the bank's entry in SLOTS, walked alongside as `spec`.
 */
function strings(value: unknown, where: string, slots: readonly string[] | null, out: Found[], spec?: Spec): Found[] {
  const own = declaredSlots(value) ?? (Array.isArray(spec) ? (spec as readonly string[]) : null) ?? slots;
  const inner = (k: string) => (spec && !Array.isArray(spec) ? (spec as Record<string, Spec>)[k] : undefined);
  if (typeof value === "string") out.push({ where, text: value, slots: own });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, own, out));
  else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, own, out, inner(k));
  return out;
}

const all = Object.entries(MODULES).flatMap(([file, exports]) => {
  const spec = (SLOTS as Record<string, Spec>)[file.split("/").pop()!];
  return Object.entries(exports).flatMap(([name, value]) =>
    strings(value, `${file.replace(/^\/app\//, "")} ${name}`, null, [], spec && !Array.isArray(spec) ? (spec as Record<string, Spec>)[name] : undefined),
  );
});

/** A sample fact for each slot: what a writer puts there, in a recognisable form. */
const sample = (slots: readonly string[]) => Object.fromEntries(slots.map((s) => [s, `sample ${s}`]));

describe("fill", () => {
  const t = templates(["x", "y"], ["two {x} temperaments may need help for what {x} finds hard, unlike {y}"])[0]!;

  it("fills every occurrence of a slot", () => {
    expect(fill(t, { x: "earth", y: "air" })).toBe("two earth temperaments may need help for what earth finds hard, unlike air");
  });

  it("throws on a slot without a value rather than let it reach a reader", () => {
    const partial = { x: "earth" } as unknown as Record<"x" | "y", string>;
    expect(() => fill(t, partial)).toThrow(/\{y\}/);
  });

  it("inserts values as they are, without reading slots inside them", () => {
    expect(fill(t, { x: "{y}", y: "air" })).toBe("two {y} temperaments may need help for what {y} finds hard, unlike air");
  });

  it("refuses a template with a slot its bank does not declare", () => {
    expect(() => templates(["x"], { a: ["{x} and {z}"] }, "daily.SAMPLE")).toThrow(/daily\.SAMPLE: \{z\}/);
  });

  it("a bank keeps its declared slots; other values have none", () => {
    expect(declaredSlots(templates(["n"], { a: ["{n}"] as string[] }))).toEqual(["n"]);
    expect(declaredSlots(["{n}"])).toBeNull();
    expect(declaredSlots("{n}" as Template<"n">)).toBeNull();
  });
});

describe("every template of every text module", () => {
  const withSlots = all.filter((f) => LEFT_OVER.test(f.text));

  it("finds the modules and their banks", () => {
    expect(Object.keys(MODULES)).toEqual(expect.arrayContaining(["astrology/texts/data/en/synastry", "astrology/texts/data/en/daily", "/app/services/blog-writer-texts.ts"]));
    expect(withSlots.length).toBeGreaterThan(300);
  });

  it("each sentence with a slot belongs to a bank that declares its slots", () => {
    const undeclared = withSlots.filter((f) => !f.slots || slotsOf(f.text).some((s) => !f.slots!.includes(s)));
    expect(undeclared.map((f) => `${f.where}: ${f.text}`)).toEqual([]);
  });

  it("each template, filled with sample facts for its bank's slots, has no {…} left over", () => {
    const leftOver = all
      .filter((f) => f.slots)
      .map((f) => ({ where: f.where, text: fill(f.text as Template<string>, sample(f.slots!)) }))
      .filter((r) => LEFT_OVER.test(r.text));
    expect(leftOver).toEqual([]);
    expect(fill(all.find((f) => f.text.includes("what {x} finds hard"))!.text as Template<string>, sample(["x", "y"]))).toContain("what sample x finds hard");
  });
});
