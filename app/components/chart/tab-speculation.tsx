/**
 * The chart page's tabs fetched ahead by the browser (Speculation Rules): a tab's page is asked for
 * when the pointer rests on its link or presses it ("moderate"), so the page is often there by the
 * time the tab opens, with no framework JavaScript. Only a prefetch of the document: a prerender would
 * run the page script before the switch it belongs to (the tab list's kept height and focus, the
 * toasts). The rules are inline JSON, allowed by the document's nonce (app/security.server.ts);
 * browsers without Speculation Rules ignore the element.
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
