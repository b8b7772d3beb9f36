/**
 * Optional AI enrichment through the official `openai` SDK. Chosen only when OPENAI_API_KEY is set
 * (OPENAI_BASE_URL points the SDK elsewhere, e.g. a test fake). The model only rewrites text from facts
 * the engine computed; it never computes astrology. Every enrichment falls back to the built-in text on
 * error, timeout or a reply of the wrong length.
 */
import OpenAI from "openai";
import { env } from "~/env.server";
import type { BlogDraft } from "~/services/blog-writer.server";

export class AiNotConfiguredError extends Error {
  constructor() {
    super("AI text generation is not configured (set OPENAI_API_KEY).");
    this.name = "AiNotConfiguredError";
  }
}

const ENRICH_TIMEOUT_MS = 15_000;
const BLOG_TIMEOUT_MS = 90_000;

// Circuit breaker: after repeated enrichment failures (provider down, quota), stop calling it for a
// while so a daily batch of many users falls back instantly instead of waiting on each timeout.
const BREAKER_THRESHOLD = 5;
const BREAKER_COOLDOWN_MS = 5 * 60_000;
let consecutiveFailures = 0;
let openUntil = 0;

/** For tests: close the breaker. */
export function resetAiBreakerForTests(): void {
  consecutiveFailures = 0;
  openUntil = 0;
}

let cachedClient: { key: string; base: string | undefined; client: OpenAI } | null = null;

function client(): OpenAI | null {
  const e = env();
  if (!e.OPENAI_API_KEY) return null;
  if (!cachedClient || cachedClient.key !== e.OPENAI_API_KEY || cachedClient.base !== e.OPENAI_BASE_URL) {
    cachedClient = {
      key: e.OPENAI_API_KEY,
      base: e.OPENAI_BASE_URL,
      client: new OpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL, maxRetries: 1 }),
    };
  }
  return cachedClient.client;
}

export function aiConfigured(): boolean {
  return Boolean(env().OPENAI_API_KEY);
}

function words(s: string): number {
  return s.trim().split(/\s+/).filter(Boolean).length;
}

/** A completion and the model that actually answered it (the provider may resolve an alias). */
async function complete(system: string, user: string, opts: { timeout: number; json?: boolean; model?: string; retries?: number }): Promise<{ text: string; model: string }> {
  const c = client();
  if (!c) throw new AiNotConfiguredError();
  const requested = opts.model ?? env().OPENAI_MODEL;
  const res = await c.chat.completions.create(
    {
      model: requested,
      temperature: 0.7,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      ...(opts.json ? { response_format: { type: "json_object" as const } } : {}),
    },
    { timeout: opts.timeout, maxRetries: opts.retries ?? 1 },
  );
  const text = res.choices[0]?.message?.content;
  if (typeof text !== "string" || !text.trim()) throw new Error("Empty completion");
  return { text: text.trim(), model: typeof res.model === "string" && res.model ? res.model : requested };
}

const REWRITE_RULES =
  "Use ONLY the facts given. Do not invent planets, aspects, dates, scores or signs that are not in the facts. " +
  "Plain text, no markdown headings or bullet symbols unless the draft has them; keep paragraphs separated by blank lines.";

async function enrich(kind: string, facts: unknown, builtIn: string, minWords: number, maxWords: number, extra: string): Promise<string> {
  if (!aiConfigured()) return builtIn;
  if (Date.now() < openUntil) return builtIn;
  try {
    const { text } = await complete(
      `You are the writer of Three Skies, an astrology app combining Western, Chinese and Vedic astrology. ${REWRITE_RULES} ${extra}`,
      `Rewrite this ${kind} in a warm, specific, varied voice, between ${minWords} and ${maxWords} words.\n\nFACTS (JSON):\n${JSON.stringify(facts)}\n\nDRAFT:\n${builtIn}`,
      { timeout: ENRICH_TIMEOUT_MS, retries: 0 },
    );
    consecutiveFailures = 0;
    const n = words(text);
    if (n < minWords || n > maxWords * 1.25) throw new Error(`AI reply has ${n} words`);
    return text;
  } catch (error) {
    const message = (error as Error).message;
    if (!message.startsWith("AI reply has") && ++consecutiveFailures >= BREAKER_THRESHOLD) {
      openUntil = Date.now() + BREAKER_COOLDOWN_MS;
      consecutiveFailures = 0;
      console.warn(`[ai] ${BREAKER_THRESHOLD} enrichment failures in a row; using built-in texts for ${BREAKER_COOLDOWN_MS / 60_000} minutes`);
    }
    console.warn(`[ai] ${kind} enrichment failed, using the built-in text: ${message}`);
    return builtIn;
  }
}

/**
 * Daily horoscope rewritten from the ranked facts (`rewriteFacts` in the engine); the built-in text on
 * any failure, and also when the rewrite drops one of `facts.keep` (section labels, degrees and orbs,
 * the Moon's sign).
 */
export async function enrichDailyHoroscope(facts: { keep?: readonly string[] } & Record<string, unknown>, builtInText: string): Promise<string> {
  const text = await enrich(
    "daily horoscope",
    facts,
    builtInText,
    120,
    400,
    "Never mention the Ascendant, rising sign or houses unless the facts include them. Keep the draft's shape: a one-line headline, " +
      "the sections with their labels (Love:, Work:, Wellbeing:) each about the same event as in the draft, each a one-line lead and then its paragraph on the next line, " +
      "then the Do: and Don't: lines, and the Sky: line unchanged. Keep every degree, orb, sign and time exactly as written; " +
      "a planet's sign is its sign at noon unless a time is given.",
  );
  if (text === builtInText) return text;
  const missing = (facts.keep ?? []).filter((k) => !text.includes(k));
  if (missing.length) {
    console.warn(`[ai] daily horoscope rewrite dropped ${missing.join(", ")}; using the built-in text`);
    return builtInText;
  }
  return text;
}

/** Compatibility narrative rewritten from the computed facts; keeps both names and the "N/36" score. */
export async function enrichCompatibility(facts: { names?: readonly string[]; score?: string } & Record<string, unknown>, builtInText: string): Promise<string> {
  const text = await enrich(
    "compatibility report",
    facts,
    builtInText,
    300,
    1200,
    "Keep the section headings of the draft, name both people, and quote the Guna Milan score exactly as 'N/36'.",
  );
  if (text === builtInText) return text;
  const names = facts.names ?? [];
  const scoreOk = !facts.score || text.includes(facts.score);
  const namesOk = names.every((n) => text.includes(n));
  return scoreOk && namesOk ? text : builtInText;
}

/**
 * A blog post in Markdown, written from the engine's facts about the recognised subject (the model
 * is told to use those dates as given), with the model that wrote it as the provider reports it.
 * Throws AiNotConfiguredError when no key is set.
 */
export async function generateBlogPost(input: { title: string; category: string; aiModel?: string; subject?: string; facts?: readonly string[] }): Promise<BlogDraft & { model: string }> {
  if (!aiConfigured()) throw new AiNotConfiguredError();
  const facts = input.facts?.length
    ? `\nSubject: ${input.subject ?? input.title}\nFACTS from the Three Skies ephemeris (UTC; quote these dates and signs exactly, and add no other dated events):\n${input.facts.map((f) => `- ${f}`).join("\n")}`
    : `\nSubject: ${input.subject ?? input.title}`;
  const { text: raw, model } = await complete(
    "You write accurate, engaging astrology articles for the Three Skies blog (Western, Chinese and Vedic astrology). " +
      "Write about the subject named, using only the facts given for any date. " +
      "Answer with a JSON object with the keys content (GitHub-flavoured Markdown, 800-1500 words, with ## headings), " +
      "excerpt (1-2 sentences), metaTitle (max 60 characters), metaDescription (max 160 characters), metaKeywords (comma-separated).",
    `Title: ${input.title}\nCategory: ${input.category}${facts}`,
    { timeout: BLOG_TIMEOUT_MS, json: true, model: input.aiModel },
  );
  const parsed = JSON.parse(raw) as Partial<Record<keyof BlogDraft, unknown>>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? v.join(", ") : "");
  const content = str(parsed.content);
  if (words(content) < 100) throw new Error("AI returned too short an article");
  const excerpt = str(parsed.excerpt) || content.replace(/[#*_>`]/g, "").split(/\n\s*\n/).find((p) => p.trim())?.slice(0, 300) || input.title;
  return {
    model,
    content,
    excerpt,
    metaTitle: (str(parsed.metaTitle) || input.title).slice(0, 255),
    metaDescription: (str(parsed.metaDescription) || excerpt).slice(0, 320),
    metaKeywords: str(parsed.metaKeywords),
  };
}

/** Topic ideas from the model that avoid the existing titles. Throws when not configured or on error. */
export async function suggestBlogTopics(existingTitles: readonly string[]) {
  if (!aiConfigured()) throw new AiNotConfiguredError();
  const { text: raw } = await complete(
    "You plan the editorial calendar of an astrology blog. Categories: beginner_guides, zodiac_signs, planets_houses, " +
      "vedic_astrology, chinese_zodiac, love_compatibility, animals_astrology, astronomical_events, forecasts. " +
      'Answer with a JSON object {"topics": [{"title", "rationale", "category"}]} of 6 to 10 new topics.',
    `Existing titles (do not repeat or closely paraphrase):\n${existingTitles.map((t) => `- ${t}`).join("\n") || "(none)"}`,
    { timeout: ENRICH_TIMEOUT_MS, json: true },
  );
  const parsed = JSON.parse(raw) as { topics?: unknown };
  const list = Array.isArray(parsed.topics) ? parsed.topics : [];
  const existing = new Set(existingTitles.map((t) => t.toLowerCase().trim()));
  const out = (list as Record<string, unknown>[]).flatMap((item) => {
    const title = typeof item?.title === "string" ? item.title.trim() : "";
    if (!title || existing.has(title.toLowerCase())) return [];
    const text = (value: unknown, fallback: string) => (typeof value === "string" ? value.trim() : fallback);
    return [{ title, rationale: text(item.rationale, ""), category: text(item.category, "beginner_guides") }];
  });
  if (!out.length) throw new Error("AI returned no usable topics");
  return out;
}
