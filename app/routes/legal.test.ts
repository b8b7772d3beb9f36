// Every language's Privacy Policy and Terms of Service have the English document's build: the same
// sections under the same anchors, the same headings, paragraphs and lists in each, and the same
// links, bold names, support address and prices in the same order.
import { describe, expect, it } from "vitest";
import type { LegalDoc, LegalRun } from "~/components/legal-page";
import { LOCALES } from "~/i18n/locales";
import { LEGAL_DOCS } from "./legal.server";

function marks(runs: LegalRun[]): string[] {
  return runs.flatMap((run) =>
    typeof run === "string" ? [] : ["link" in run ? `link ${run.href}` : "price" in run ? `price ${run.price}` : Object.keys(run)[0]!],
  );
}

function shape(doc: LegalDoc) {
  return {
    updated: doc.updated,
    intro: marks(doc.intro),
    seeAlso: marks(doc.seeAlso),
    sections: doc.sections.map((s) => ({
      id: s.id,
      blocks: s.blocks.map((b) => ("h3" in b ? "h3" : "p" in b ? { p: marks(b.p) } : { ul: b.ul.map(marks) })),
    })),
  };
}

describe.each(Object.entries(LEGAL_DOCS))("the %s page", (_, docs) => {
  it.each(LOCALES.filter((l) => l !== "en"))("in %s has the English document's structure", (locale) => {
    expect(shape(docs[locale])).toEqual(shape(docs.en));
  });
});
