/**
 * A stored daily horoscope read back into its parts, for the Daily tab and the daily email. The text
 * is written by the engine's `formatDaily`: the headline, then "Love: lead\nparagraph", "Work: …",
 * "Wellbeing: …", then "Do: …\nDon't: …" and "Sky: …", separated by blank lines. A text in any other
 * shape (an older day, a rewrite that moved things) gives null and is shown as it is.
 */
export interface DailyCard {
  id: "love" | "work" | "wellbeing";
  title: string;
  lead: string;
  text: string;
}

export interface DailyReading {
  headline: string;
  cards: DailyCard[];
  do: string;
  dont: string;
  sky: string;
}

const CARDS: { id: DailyCard["id"]; title: string }[] = [
  { id: "love", title: "Love" },
  { id: "work", title: "Work" },
  { id: "wellbeing", title: "Wellbeing" },
];

export function parseDaily(content: string): DailyReading | null {
  const blocks = content
    .replace(/\r\n/g, "\n")
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  if (blocks.length !== 6) return null;
  const [headline, ...rest] = blocks as [string, ...string[]];
  if (headline.includes("\n")) return null;
  const cards: DailyCard[] = [];
  for (const [i, { id, title }] of CARDS.entries()) {
    const m = rest[i]!.match(new RegExp(`^${title}: (.+)\\n([\\s\\S]+)$`));
    if (!m) return null;
    cards.push({ id, title, lead: m[1]!.trim(), text: m[2]!.trim() });
  }
  const advice = rest[3]!.match(/^Do: (.+)\nDon't: (.+)$/);
  const sky = rest[4]!.match(/^Sky: (.+)$/);
  if (!advice || !sky) return null;
  return { headline, cards, do: advice[1]!.trim(), dont: advice[2]!.trim(), sky: sky[1]!.trim() };
}
