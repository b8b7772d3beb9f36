import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";

/**
 * The mechanical half of a proof-reader's pass over every non-English text: the catalogs (ICU
 * messages) and the readings' banks (templates with {slot}s). A failure names file, key path and
 * the offending fragment.
 */
const CATALOG_DIR = "app/i18n/catalogs";
const BANK_DIR = "app/astrology/texts/data";
type Locale = "es" | "pt-BR" | "hi" | "zh-Hans";

/**
 * Latin a Hindi or Chinese page may show: the brand; time scales (UT, UTC); the divisional charts'
 * names (D9, D10), written so in Hindi and Chinese astrology too; file formats offered for download
 * (PDF, .ics); the SMS opt-out keyword the carrier acts on (STOP); the licence (AGPL); the time-zone
 * registry whose names a field takes (IANA); the data export's format (JSON); the SMS keywords (HELP too);
 * what a page needs switched on (JavaScript); the ephemeris's proper name (Moshier); the word a member
 * types to delete the account (DELETE); and the field formats a browser shows (YYYY MM DD HH).
 */
const LATIN_ALLOWED = /Three Skies|THREE SKIES|\b(?:UTC?|D\d+|PDF|JSON|SMS|STOP|HELP|AGPL|IANA|JavaScript|Moshier|DELETE|YYYY|MM|DD|HH)\b|\.ics\b/g;
/** Settings kept beside the words, not words: a locale tag for Intl, grammatical genders. */
const NOT_TEXT = /^dates\.|Gender\./;
/** What a reader sees in place of an argument or slot: a word, neither letter, space nor punctuation here. */
const SLOT = "◇";
const HAN = String.raw`\p{Script=Han}`;
const ENGLISH = /(?<![\p{L}\p{M}])(?:the|and|your|with|today|you|this|for|from|into)(?![\p{L}\p{M}])/giu;

type Rule = { name: string; find: (text: string) => string[] };
const matches = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((m) => m[0]);
/** Open marks: "¿…?" and "¡…!" are counted by pairs (a Spanish question or exclamation opens with its mark). */
const unopened = (open: string, close: string) => (text: string) => (text.split(open).length === text.split(close).length ? [] : [text.slice(0, 80)]);

const latinOnly = (text: string) => matches(/[A-Za-z]+/g)(text.replace(LATIN_ALLOWED, " "));
/** A quotation mark other than the language's own (a straight " included), with its surroundings. */
const foreignQuote = (marks: string) => matches(new RegExp(`.{0,12}[${marks}].{0,12}`, "g"));
/**
 * The rules by language. Quotation marks: Spanish writes « », Portuguese “ ”; a straight " or the
 * other language's marks never appear (an apostrophe, as in "d'água", is not a quotation mark).
 */
const RULES: Record<Locale, Rule[]> = {
  "zh-Hans": [
    { name: "ASCII punctuation next to a Han character", find: matches(new RegExp(`${HAN}[,.:;!?()]|[,.:;!?()]${HAN}`, "gu")) },
    { name: "space between Han characters", find: matches(new RegExp(`${HAN}\\s+${HAN}`, "gu")) },
    { name: "Latin letters", find: latinOnly },
  ],
  hi: [
    { name: "sentence ending in . instead of ।", find: matches(new RegExp(`[\\p{Script=Devanagari}${SLOT}]\\.(?!\\d)`, "gu")) },
    { name: "Latin letters", find: latinOnly },
  ],
  es: [
    { name: "question without ¿", find: unopened("¿", "?") },
    { name: "exclamation without ¡", find: unopened("¡", "!") },
    { name: "English word", find: matches(ENGLISH) },
    { name: "doubled space", find: matches(/\S {2,}\S/g) },
    { name: "quotation mark other than « »", find: foreignQuote('"“”') },
  ],
  "pt-BR": [
    { name: "English word", find: matches(ENGLISH) },
    { name: "doubled space", find: matches(/\S {2,}\S/g) },
    { name: "quotation mark other than “ ”", find: foreignQuote('"«»') },
  ],
};

/** Every string in a JSON value with its key path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}

/** The literal text of an ICU message: arguments, plural and select keywords left out. */
function icuText(message: string, locale: string): string {
  type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
  const walk = (nodes: Node[]): string =>
    nodes.map((n) => (n.type === 0 ? n.value! : `${SLOT}${Object.values(n.options ?? {}).map((o) => walk(o.value)).join(SLOT)}${walk(n.children ?? [])}`)).join("");
  return walk(new IntlMessageFormat(message, locale).getAst() as Node[]);
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
const names = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));

/** [file, key path, text as the reader sees it (slots and arguments blanked)] for one language. */
function texts(locale: Locale): [string, string, string][] {
  const catalogs = names(join(CATALOG_DIR, locale)).map((ns) => [`catalogs/${ns}`, join(CATALOG_DIR, locale, `${ns}.json`), (s: string) => icuText(s, locale)] as const);
  const banks = names(join(BANK_DIR, locale)).map((f) => [`data/${f}`, join(BANK_DIR, locale, `${f}.json`), (s: string) => s.replace(/\{\w+\}/g, SLOT)] as const);
  return [...catalogs, ...banks].flatMap(([id, file, visible]) =>
    strings(readJson(file))
      .filter(([key]) => !NOT_TEXT.test(key))
      .map(([key, s]) => [id, key, visible(s)] as [string, string, string]),
  );
}

const englishBanks = new Map<string, Map<string, string>>();
/** The English text at a bank's key path. */
function englishText(id: string, key: string): string | undefined {
  if (!englishBanks.has(id)) englishBanks.set(id, new Map(strings(readJson(join(BANK_DIR, "en", `${id.slice("data/".length)}.json`)))));
  return englishBanks.get(id)!.get(key);
}

/** Typography failures as [file, report]. */
function typography(locale: Locale): [string, string][] {
  return texts(locale).flatMap(([id, key, text]) => RULES[locale].flatMap((rule) => rule.find(text).map((bad) => [id, `${locale}/${id}.json ${key}: ${rule.name}: «${bad}»`] as [string, string])));
}

/**
 * Names that differ from the catalogs' (astro.json, vedic.json). A lexicon's sign or planet that
 * differs is charged to catalogs/astro while that is being rewritten (the banks' prose follows the
 * lexicon); a bank's text keyed by a body must name it as the lexicon does
 * wherever the English text at that key names it.
 */
function terminology(locale: Locale): [string, string][] {
  const catalog = (l: string, ns: string) => readJson(join(CATALOG_DIR, l, `${ns}.json`)) as Record<string, string>;
  const lexiconOf = (l: string) => readJson(join(BANK_DIR, l, "lexicon.json")) as Record<"planets" | "signs", Record<string, { name: string }>> & { nakshatras: Record<string, string> };
  // The nakshatras' names are the lexicon's, which the vedic catalog takes (app/i18n/catalogs.ts).
  const [named, namedEn] = [locale, "en"].map((l) => ({ ...catalog(l, "vedic"), ...catalog(l, "astro"), ...Object.fromEntries(Object.entries(lexiconOf(l).nakshatras).map(([n, name]) => [`nakshatra.${n}`, name])) }));
  const lexicon = lexiconOf(locale);
  const differ = (["planet", "sign"] as const).flatMap((kind) =>
    Object.entries(lexicon[`${kind}s`])
      .filter(([body, form]) => form.name !== named[`${kind}.${body}`])
      .map(([body, form]): [string, string] => ["catalogs/astro", `${locale}/data/lexicon.json ${kind}s.${body}.name: «${form.name}» ≠ catalogs/astro.json ${kind}.${body}: «${named[`${kind}.${body}`]}»`]),
  );
  const nameOf = (b: string) => {
    const [kind, body] = b.split(".") as ["nakshatra" | "planet" | "sign", string];
    return kind === "nakshatra" ? named[b]! : lexicon[`${kind}s`][body]!.name;
  };
  const bodies = Object.keys(named).filter((k) => /^(nakshatra|sign|planet)\./.test(k) && !/^planet\.(North Node|Rahu|Ketu)$/.test(k));
  const unnamed = texts(locale)
    .filter(([id]) => id.startsWith("data/") && id !== "data/lexicon")
    .map(([id, key, text]) => [id, key, text, bodies.find((b) => key.endsWith(b.slice(b.indexOf("."))))] as const)
    .filter(([id, key, text, b]) => b && !text.includes(nameOf(b)) && englishText(id, key)?.includes(namedEn[b]!))
    .map(([id, key, text, b]): [string, string] => [id, `${locale}/${id}.json ${key}: «${text.slice(0, 40)}» does not name «${nameOf(b!)}»`]);
  return [...differ, ...unnamed];
}

const inScope = (found: [string, string][]) => found.map(([, report]) => report);

describe.each(["es", "pt-BR", "hi", "zh-Hans"] as const)("%s texts", (locale) => {
  it("keep the language's typography in every catalog and bank", () => {
    expect(inScope(typography(locale))).toEqual([]);
  });

  it("name the signs, planets and nakshatras as the catalogs do", () => {
    expect(inScope(terminology(locale))).toEqual([]);
  });
});
