/**
 * Repetition figures for generated texts (npm run texts:check and the tests):
 *  - recurrence: share of sentence occurrences over several days whose sentence also appears on
 *    another day;
 *  - repeated six-word sequences inside one text;
 *  - sentences two readers share on the same day;
 *  - share of a report's sentences (6+ words) that also appear in another couple's report.
 */
import { repeatedNgram, sentencesOf, wordsOf } from "./pick";

function norm(sentence: string, locale = "en"): string {
  return wordsOf(sentence, locale).join(" ");
}

/** Share (0-1) of sentence occurrences, over texts of different days, that recur on another day. */
export function crossDayRecurrence(days: readonly string[], locale = "en"): { occurrences: number; recurring: number; share: number } {
  const daysOf = new Map<string, Set<number>>();
  const perDay = days.map((text, i) => {
    const list = sentencesOf(text)
      .map((s) => norm(s, locale))
      .filter(Boolean);
    for (const s of list) daysOf.set(s, (daysOf.get(s) ?? new Set()).add(i));
    return list;
  });
  let occurrences = 0;
  let recurring = 0;
  for (const list of perDay) {
    for (const s of list) {
      occurrences++;
      if (daysOf.get(s)!.size > 1) recurring++;
    }
  }
  return { occurrences, recurring, share: occurrences ? recurring / occurrences : 0 };
}

/** The first six-word sequence a text repeats, or null. */
export function repeatedSixWords(text: string, locale = "en"): string | null {
  return repeatedNgram(text, 6, locale);
}

/** Number of distinct sentences two texts have in common. */
export function sharedSentences(a: string, b: string, locale = "en"): number {
  const sentences = (text: string) => new Set(sentencesOf(text).map((s) => norm(s, locale)));
  const sa = sentences(a);
  let n = 0;
  for (const s of sentences(b)) if (sa.has(s)) n++;
  return n;
}

/** How many distinct sentences appear under two or more keys of a bank (entries by key). */
export function sharedInBank(entries: Readonly<Record<string, string>>, locale = "en"): number {
  const keysOf = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(entries))
    for (const s of sentencesOf(text)) keysOf.set(norm(s, locale), (keysOf.get(norm(s, locale)) ?? new Set()).add(key));
  return [...keysOf.values()].filter((keys) => keys.size > 1).length;
}

/**
 * For each report, the share of its sentences of 6+ words that also appear in another report.
 * Names are replaced by placeholders first, so "Ada's Venus" and "Lee's Venus" count as the same.
 */
export function crossReportShare(reports: readonly { text: string; names: readonly string[] }[]): number[] {
  const sets = reports.map(({ text, names }) => {
    let t = text;
    names.forEach((n, i) => {
      t = t.split(n).join(`person${i + 1}`);
    });
    return sentencesOf(t)
      .map((s) => norm(s))
      .filter((s) => s.split(" ").length >= 6);
  });
  return sets.map((list, i) => {
    if (!list.length) return 0;
    const others = new Set(sets.flatMap((l, j) => (j === i ? [] : l)));
    return list.filter((s) => others.has(s)).length / list.length;
  });
}
