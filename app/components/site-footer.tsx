import { useContext } from "react";
import { ChromeMarkupContext, FOOTER_CLASS } from "~/components/chrome";
import { Link } from "~/components/ui/link";

/** The footer of every page: the public pages, the licence and its source. */
export function SiteFooter({ sourceUrl }: { sourceUrl: string }) {
  return (
    <footer className={FOOTER_CLASS}>
      <nav aria-label="Footer" className="flex flex-wrap justify-center gap-4">
        <Link className="link" to="/blog">
          Blog
        </Link>
        <Link className="link" to="/horoscope">
          Horoscopes
        </Link>
        <Link className="link" to="/sky">
          Today&apos;s sky
        </Link>
        <Link className="link" to="/panchang">
          Panchang
        </Link>
        <Link className="link" to="/pricing">
          Pricing
        </Link>
        <Link className="link" to="/privacy">
          Privacy
        </Link>
        <Link className="link" to="/terms">
          Terms
        </Link>
        <a className="link" href={sourceUrl} rel="noopener">
          Source
        </a>
      </nav>
      <p className="mt-3">© Three Skies · Free software under the AGPL-3.0</p>
    </footer>
  );
}

/** The same on a page served without the framework, written as markup on the server (chrome-markup.server.ts). */
export function SiteFooterMarkup({ sourceUrl }: { sourceUrl: string }) {
  const markup = useContext(ChromeMarkupContext);
  if (!markup) return <SiteFooter sourceUrl={sourceUrl} />;
  return <footer className={FOOTER_CLASS} dangerouslySetInnerHTML={{ __html: markup.footer(sourceUrl) }} />;
}
