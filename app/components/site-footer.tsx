import { useContext } from "react";
import { ChromeMarkupContext, FOOTER_CLASS, FOOTER_LINKS } from "~/components/chrome";
import { DocumentHydrates, Link } from "~/components/ui/link";

/**
 * The footer of every page: the public pages, the licence and its source. On a page served without
 * the framework it is the server's markup (chrome-markup.server.ts), the same as these components write.
 */
export function SiteFooter({ sourceUrl }: { sourceUrl: string }) {
  const hydrates = useContext(DocumentHydrates);
  const markup = useContext(ChromeMarkupContext);
  if (!hydrates && markup) return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: markup.footer(sourceUrl) }} />;
  return (
    <footer className={FOOTER_CLASS}>
      <nav aria-label="Footer" className="flex flex-wrap justify-center gap-4">
        {FOOTER_LINKS.map(([to, label]) => (
          <Link key={to} className="link" to={to}>
            {label}
          </Link>
        ))}
        <a className="link" href={sourceUrl} rel="noopener">
          Source
        </a>
      </nav>
      <p className="mt-3">© Three Skies · Free software under the AGPL-3.0</p>
    </footer>
  );
}
