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
