/** Text as the report faces can print it, and the small number words of the PDF reports. */

/** Characters the text faces lack (astrological symbols, variation selectors, CJK): the PDF spells them out instead. */
export function printable(text: string) {
  return text
    .replace(/[\u2600-\u26ff]\s?/gu, "")
    .replace(/\ufe0e|\ufe0f/gu, "")
    .replace(/[\u2e80-\u9fff]/gu, "")
    .trim();
}

/** "Para one\n\nPara two\nline" → blocks of lines, printable. */
export function blocks(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n+/)
    .map(printable)
    .filter(Boolean);
}

export function ordinal(n: number) {
  const suffix = n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th";
  return `${n}${suffix}`;
}

export function points(x: number) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
