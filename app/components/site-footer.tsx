import { Link } from "~/components/ui/link";

/** The footer's links, before "Source" (whose address is the deployment's). */
const FOOTER_LINKS: readonly (readonly [to: string, label: string])[] = [
  ["/blog", "Blog"],
  ["/horoscope", "Horoscopes"],
  ["/sky", "Today's sky"],
  ["/panchang", "Panchang"],
  ["/pricing", "Pricing"],
  ["/privacy", "Privacy"],
  ["/terms", "Terms"],
];

/** The footer of every page: the public pages, the licence and its source. */
export function SiteFooter({ sourceUrl }: { sourceUrl: string }) {
  return (
    <footer className="mt-16 shrink-0 border-t border-night-200 py-8 text-center text-sm text-slate-600 dark:border-night-900 dark:text-slate-300">
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
