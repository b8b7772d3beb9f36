import { Fragment } from "react";
import { Link } from "~/components/ui/link";
import { PublicHeader } from "~/components/site-header";
import { formatDay } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";

/** A stretch of a paragraph: plain text, bold text, a link, the support address or a Premium price. */
export type LegalRun = string | { strong: string } | { link: string; href: string } | { mail: true } | { price: "monthly" | "yearly" };
export type LegalBlock = { h3: string } | { p: LegalRun[] } | { ul: LegalRun[][] };
/** The Privacy Policy or the Terms of Service in one language (app/routes/data/legal/<locale>/*.json). */
export type LegalDoc = {
  title: string;
  description: string;
  updated: string;
  updatedLabel: string;
  intro: LegalRun[];
  sections: { id: string; heading: string; blocks: LegalBlock[] }[];
  seeAlso: LegalRun[];
};
/** What the runs fill in: the support address and the plans' prices. */
export type LegalValues = { mail: string; prices: Record<"monthly" | "yearly", string> };

const LONG_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

function Runs({ runs, values }: { runs: LegalRun[]; values: LegalValues }) {
  return runs.map((run, i) => {
    if (typeof run === "string") return run;
    if ("strong" in run) return <strong key={i}>{run.strong}</strong>;
    if ("link" in run)
      return (
        <Link key={i} to={run.href} className="link">
          {run.link}
        </Link>
      );
    if ("mail" in run)
      return (
        <a key={i} href={`mailto:${values.mail}`} className="link">
          {values.mail}
        </a>
      );
    return values.prices[run.price];
  });
}

/** /privacy and /terms: the public header, a dated title and readable prose. */
export function LegalPage({ doc, locale, values }: { doc: LegalDoc; locale: Locale; values: LegalValues }) {
  const user = useRootData()?.user ?? null;
  const runs = (list: LegalRun[]) => <Runs runs={list} values={values} />;
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <article className="legal space-y-4 leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-6 [&_ul]:list-disc [&_ul]:space-y-2">
          <h1 className="text-4xl font-semibold">{doc.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {`${doc.updatedLabel} `}
            <time dateTime={doc.updated}>{formatDay(doc.updated, locale, LONG_DATE)}</time>
          </p>
          <div className="text-lg">
            <p>{runs(doc.intro)}</p>
          </div>
          {doc.sections.map((section) => (
            <Fragment key={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.blocks.map((block, i) =>
                "h3" in block ? (
                  <h3 key={i}>{block.h3}</h3>
                ) : "p" in block ? (
                  <p key={i}>{runs(block.p)}</p>
                ) : (
                  <ul key={i}>
                    {block.ul.map((item, j) => (
                      <li key={j}>{runs(item)}</li>
                    ))}
                  </ul>
                ),
              )}
            </Fragment>
          ))}
          <p className="mt-10 text-sm">{runs(doc.seeAlso)}</p>
        </article>
      </main>
    </>
  );
}
