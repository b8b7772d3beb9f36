import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { PublicHeader } from "~/components/site-header";
import { formatLongDate } from "~/domain/dates";
import { useRootData } from "~/root-data";

/** The frame of /privacy and /terms: the public header, a dated title and readable prose. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
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
          <div className="text-lg">{intro}</div>
          {children}
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
