import { Link } from "~/components/ui/link";
import { PublicHeader } from "~/components/site-header";
import { formatLongDate } from "~/domain/dates";
import { useRootData } from "~/root-data";
import pages from "./data/legal-pages.json" with { type: "json" };

/** A block of legal prose as data/legal-pages.json writes it: a heading (with its anchor), a paragraph or a list. */
type Block = { h2?: string; id?: string; h3?: string; p?: string; ul?: string[] };

/** Text with **bold**, [a link](/path), {mail} (the support address, as a mailto link) and {name} (one of `values`). */
function Prose({ text, mail, values }: { text: string; mail: string; values: Record<string, string> }) {
  return text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|\{\w+\})/).map((part, i) => {
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={i} to={link[2]!} className="link">
          {link[1]}
        </Link>
      );
    }
    if (part.startsWith("**")) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part !== "{mail}") return /^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part;
    return (
      <a key={i} href={`mailto:${mail}`} className="link">
        {mail}
      </a>
    );
  });
}

function Blocks({ blocks, mail, values }: { blocks: Block[]; mail: string; values: Record<string, string> }) {
  const prose = (text: string) => <Prose text={text} mail={mail} values={values} />;
  return blocks.map((block, i) =>
    block.h2 ? (
      <h2 key={i} id={block.id}>
        {block.h2}
      </h2>
    ) : block.h3 ? (
      <h3 key={i}>{block.h3}</h3>
    ) : block.ul ? (
      <ul key={i}>
        {block.ul.map((item, j) => (
          <li key={j}>{prose(item)}</li>
        ))}
      </ul>
    ) : (
      <p key={i}>{prose(block.p!)}</p>
    ),
  );
}

/** /privacy or /terms: the public header, a dated title and the page's prose; `values` fill its {names}. */
export function LegalPage({ page, title, updated, mail, values = {} }: { page: keyof typeof pages; title: string; updated: string; mail: string; values?: Record<string, string> }) {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PublicHeader user={user} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <article className="legal space-y-4 leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-6 [&_ul]:list-disc [&_ul]:space-y-2">
          <h1 className="text-4xl font-semibold">{title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Last updated <time dateTime={updated}>{formatLongDate(`${updated}T12:00:00Z`)}</time>
          </p>
          <div className="text-lg">
            <Blocks blocks={pages[page].intro} mail={mail} values={values} />
          </div>
          <Blocks blocks={pages[page].body} mail={mail} values={values} />
          <p className="mt-10 text-sm">
            See also:{" "}
            <Link to={title.startsWith("Privacy") ? "/terms" : "/privacy"} className="link">
              {title.startsWith("Privacy") ? "Terms of Service" : "Privacy Policy"}
            </Link>
          </p>
        </article>
      </main>
    </>
  );
}
