/** Text as the report faces can print it, and the small number words of the PDF reports. */

/** Characters the text faces lack (symbols, variation selectors, CJK unless `han === true`: a Chinese report): the PDF spells them out instead. */
export function printable(text: string, han: unknown = false) {
  return text
    .replace(/[\u2600-\u26ff]\s?/gu, "")
    .replace(/\ufe0e|\ufe0f/gu, "")
    .replace(han === true ? /$^/gu : /[\u2e80-\u9fff]/gu, "")
    .trim();
}

/** "Para one\n\nPara two\nline" → blocks of lines, printable. */
export function blocks(text: string | null | undefined, han = false): string[] {
  if (!text) return [];
  return text
    .split(/\n+/)
    .map((line) => printable(line, han))
    .filter(Boolean);
}

export function points(x: number) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
