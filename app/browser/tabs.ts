// The chart page's tab list (WAI-ARIA tabs over links, each tab a page): arrow keys, Home and End move
// between tabs; the list keeps its distance from the window's top on the next tab's page, and a switch
// by keyboard keeps the focus on the selected tab so the arrow keys go on working.

const TAB_TOP_KEY = "three-skies:tab-list-top";

/** The tab a key moves to from the tab at `index` of `count` (wrapping round), or -1 for another key. */
export function tabAfterKey(key: string, index: number, count: number): number {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return -1;
}

function rememberTabList(list: Element, href: string, keyboard: boolean) {
  try {
    window.sessionStorage.setItem(TAB_TOP_KEY, JSON.stringify({ top: list.getBoundingClientRect().top, to: new URL(href, location.href).href, keyboard }));
  } catch {
    // Storage refused (private mode, full): the next page opens at its top, as without JavaScript.
  }
}

function restoreTabList() {
  let kept: { top?: unknown; to?: unknown; keyboard?: unknown } | null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(TAB_TOP_KEY) ?? "null");
    window.sessionStorage.removeItem(TAB_TOP_KEY);
  } catch {
    return;
  }
  const list = document.querySelector('[role="tablist"]');
  if (!kept || !list || kept.to !== location.href || typeof kept.top !== "number") return;
  const y = window.scrollY + list.getBoundingClientRect().top - kept.top;
  if (y > 0) window.scrollTo(0, y);
  if (kept.keyboard === true) list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
}

/** `go` opens a tab's page (through the Match report's leave question when one is shown). */
export function enhanceTabs(go: (href: string) => void) {
  restoreTabList();
  for (const list of document.querySelectorAll('[role="tablist"]')) {
    list.addEventListener("click", (event) => {
      const mouse = event as MouseEvent;
      const tab = mouse.target instanceof Element ? mouse.target.closest<HTMLAnchorElement>('[role="tab"]') : null;
      if (tab && mouse.button === 0 && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey && !mouse.altKey) rememberTabList(list, tab.href, false);
    });
    list.addEventListener("keydown", (event) => {
      const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
      const selected = list.querySelector<HTMLAnchorElement>('[aria-selected="true"]');
      const next = tabs[tabAfterKey((event as KeyboardEvent).key, selected ? tabs.indexOf(selected) : -1, tabs.length)];
      if (!next) return;
      event.preventDefault();
      next.focus();
      rememberTabList(list, next.href, true);
      go(next.href);
    });
  }
}
