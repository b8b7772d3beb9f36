// /privacy and /terms in the reader's language: a visitor's choice from the footer (a cookie) or a
// member's saved language picks the document; its text is plainly in that language.
import { describe, expect, it } from "vitest";
import type { LegalDoc, LegalRun } from "~/components/legal-page";
import * as languageRoute from "~/routes/language";
import * as privacy from "~/routes/privacy";
import * as terms from "~/routes/terms";
import { Client, json, newSignedInUser } from "../support/routes";

const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;
const PAGES = [
  ["/privacy", privacy],
  ["/terms", terms],
] as const;

/** Everything the page writes: title, date label, headings, paragraphs and list items. */
function bodyText(doc: LegalDoc): string {
  const runs = (list: LegalRun[]) =>
    list.map((run) => (typeof run === "string" ? run : "strong" in run ? run.strong : "link" in run ? run.link : "")).join("");
  const blocks = doc.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.map((b) => ("h3" in b ? b.h3 : "p" in b ? runs(b.p) : b.ul.map(runs).join(" "))),
  ]);
  return [doc.title, doc.updatedLabel, runs(doc.intro), ...blocks, runs(doc.seeAlso)].join(" ");
}

async function page(client: Client, path: string, route: Parameters<Client["call"]>[0]) {
  const res = await client.call(route, path);
  expect(res.status).toBe(200);
  return json<{ doc: LegalDoc; locale: string }>(res);
}

function visitor(locale: string) {
  const client = new Client();
  client.cookies.set("ts_locale", locale);
  return client;
}

describe("the legal pages in the reader's language", () => {
  it.each(PAGES)("%s in Hindi, chosen in the footer, is Devanagari prose with no English", async (path, route) => {
    const { doc, locale } = await page(visitor("hi"), path, route);
    expect(locale).toBe("hi");
    const text = bodyText(doc);
    expect(text.match(/[\u0900-\u097F]/g)!.length).toBeGreaterThanOrEqual(300);
    expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
  });

  it.each(PAGES)("%s for a member who saved Simplified Chinese is Chinese prose with no English", async (path, route) => {
    const { client } = await newSignedInUser();
    await client.call(languageRoute, "/language", { method: "POST", form: { locale: "zh-Hans", redirectTo: path } });
    client.cookies.delete("ts_locale");
    const { doc, locale } = await page(client, path, route);
    expect(locale).toBe("zh-Hans");
    const text = bodyText(doc);
    expect(text.match(/\p{Script=Han}/gu)!.length).toBeGreaterThanOrEqual(300);
    expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
  });

  it.each([
    ["es", /\b(de|la|el|los|las|que|y|en|su|sus|para|por|con|una?|usted)\b/gi],
    ["pt-BR", /\b(de|da|do|das|dos|que|e|em|no|na|seu|sua|para|por|com|uma?)\b/gi],
  ])("in %s both pages are written in the language", async (code, common) => {
    for (const [path, route] of PAGES) {
      const { doc, locale } = await page(visitor(code), path, route);
      expect(locale).toBe(code);
      const text = bodyText(doc);
      expect((text.match(common) ?? []).length).toBeGreaterThanOrEqual(48);
      expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
    }
  });

  it("a guest without a choice reads English", async () => {
    const { doc, locale } = await page(new Client(), "/privacy", privacy);
    expect([locale, doc.title, doc.sections[0]!.heading]).toEqual(["en", "Privacy Policy", "What we collect"]);
  });
});
