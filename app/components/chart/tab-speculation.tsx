/**
 * The chart page's tabs fetched ahead by the browser (Speculation Rules, "moderate"): a prefetch only,
 * since a prerender would run the page script before its switch. Inline JSON allowed by the nonce.
 */
import { useNonce } from "~/components/nonce";

/** The tabs other than the one shown: the links a member may open next. */
export const TAB_SPECULATION_RULES = {
  prefetch: [{ source: "document", where: { selector_matches: '[role="tablist"] a[role="tab"]:not([aria-selected="true"])' }, eagerness: "moderate" }],
} as const;

export function TabSpeculation() {
  const nonce = useNonce();
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(TAB_SPECULATION_RULES) }} />;
}
