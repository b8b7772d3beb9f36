/** The shape of a built-in blog article before it becomes markdown, and the small helpers its writers share. */
import { SIGN_INFO, signIndex, type Sign } from "~/astrology/constants";

export type Table = { head: string[]; rows: string[][] };
export type Section = {
  heading: string;
  text?: string[];
  list?: string[];
  table?: Table;
};
export type Plan = {
  label: string;
  intro: string[];
  sections: Section[];
  facts: string[];
  description: string;
  keywords: string[];
  questions?: [string, string][];
};

export const DAY = 86_400_000;

export function fmt(iso: string, withYear = false) {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}

/** A date as the Chinese calendar reckons it, on Beijing's clock (UTC+8): Lichun 2026 is February 4 there, February 3 in UTC. */
export function fmtBeijing(iso: string, withYear = false) {
  return fmt(new Date(Date.parse(iso) + 8 * 3_600_000).toISOString(), withYear);
}

export function yearRange(year: number) {
  return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) };
}

export function info(sign: Sign) {
  return SIGN_INFO[signIndex(sign)]!;
}

/** The first `n` sentences of a text. */
export function firstSentences(text: string, n: number) {
  return (text.match(/[^.!?]+[.!?]+/g) ?? [text]).slice(0, n).join("").trim();
}

export function listJoin(items: readonly string[]) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

type Value = string | number | object | undefined;

/**
 * A writer's JSON template (./data/blog-*.json) filled from `vars`: every "{x}" in a string takes x's
 * text; a string that is only "{x}", where x is a list or a table (or absent on purpose, undefined),
 * takes that value, a list spread into the list that holds it. A slot with no value throws.
 */
export function expand<T>(node: T, vars: Readonly<Record<string, Value>>): T {
  if (typeof node === "string") {
    const whole = /^\{(\w+)\}$/.exec(node)?.[1];
    if (whole && whole in vars && typeof vars[whole] !== "string" && typeof vars[whole] !== "number") return vars[whole] as T;
    const text = node.replace(/\{(\w+)\}/g, (slot, name: string) => {
      const value = vars[name];
      if (typeof value !== "string" && typeof value !== "number") throw new Error(`Blog template slot ${slot} has no text in "${node}"`);
      return String(value);
    });
    return text as T;
  }
  if (Array.isArray(node))
    return node.flatMap((item) => (typeof item === "string" && /^\{\w+\}$/.test(item) && Array.isArray(vars[item.slice(1, -1)]) ? expand(item, vars) : [expand(item, vars)])) as T;
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expand(value, vars)])) as T;
  return node;
}

/** A plan from its JSON template; its keywords in lower case. */
export function planFrom(template: object, vars: Readonly<Record<string, Value>>): Plan {
  const plan = expand(template, vars) as Plan;
  return { ...plan, keywords: plan.keywords.map((k) => k.toLowerCase()) };
}
