/** iCalendar (RFC 5545) text: the pieces every feed of the product writes with. */
import { createHash } from "node:crypto";

/** "20261125T151000Z" from an ISO instant. */
export function icsDate(iso: string): string {
  return iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a character. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A published feed refreshed daily: `PRODID` names the product, `head` follows the calendar's name. */
export function icsCalendar(product: string, name: string, head: string[], events: string[][]): string {
  const open = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//Three Skies//${product}//EN`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${name}`];
  return icsDocument([...open, ...head, "REFRESH-INTERVAL;VALUE=DURATION:P1D", ...events.flat(), "END:VCALENDAR"]);
}

/**
 * One event. Its UID is a hash of `key` (what the event is and its instant) at `host`: the same in
 * every copy of the feed, so a calendar app updates the event rather than duplicating it.
 */
export function icsEvent(e: { key: string; host: string; stamp: string; start: string; end?: string; summary: string; description: string; category: string }) {
  return [
    "BEGIN:VEVENT",
    `UID:${createHash("sha256").update(e.key).digest("hex").slice(0, 24)}@${e.host}`,
    `DTSTAMP:${e.stamp}`,
    `DTSTART:${icsDate(e.start)}`,
    ...(e.end ? [`DTEND:${icsDate(e.end)}`] : []),
    `SUMMARY:${icsText(e.summary)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    `CATEGORIES:${e.category}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The content lines of a calendar, folded and joined with CRLF, ending with one. */
export function icsDocument(lines: string[]): string {
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
