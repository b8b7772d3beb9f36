// The chart screen's page script (/profile and /, decision record 004), driven by the data- attributes
// its components render. Runs after enhance.ts; every form and link works without it.
import { placeSearch } from "./place-search";
import { enhanceTabs } from "./tabs";
import { raiseToast } from "./toast";

// A message the server wrote that is also a toast with JavaScript (a FormAlert); data-toast-instead:
// only a toast.
for (const element of document.querySelectorAll("[data-raise-toast]")) {
  raiseToast({ title: element.getAttribute("data-raise-toast") ?? "", description: element.getAttribute("data-toast-description"), variant: element.getAttribute("data-toast-variant") });
  if (element.hasAttribute("data-toast-instead")) element.remove();
}

// ---- Leaving an unsaved Match report for another tab or page asks first. A reload does not: the
// report has its own address, which shows it again.
const guard = document.querySelector("[data-leave-guard]");
let guarded = Boolean(guard);
const leaveDialog = guard ? document.getElementById(guard.getAttribute("data-leave-guard") ?? "") : null;
let leavingTo: string | null = null;

const leavesReport = (url: URL) => url.origin !== location.origin || url.pathname !== location.pathname || url.searchParams.get("tab") !== "compatibility";

/** Goes to `href`, through the leave question while an unsaved report is shown. */
function go(href: string) {
  const url = new URL(href, location.href);
  if (guarded && leaveDialog instanceof HTMLDialogElement && leavesReport(url)) {
    leavingTo = url.href;
    leaveDialog.showModal();
    return;
  }
  location.href = url.href;
}

if (guard) {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!guarded || !leaveDialog || !link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === "_blank" || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.hash && url.href.split("#")[0] === location.href.split("#")[0]) return; // a place on this page
    if (!leavesReport(url)) {
      // "Generate Another Report" stays on the Match tab: it discards the report without a question.
      guarded = false;
      return;
    }
    event.preventDefault();
    go(link.href);
  });
  leaveDialog?.querySelector("[data-leave]")?.addEventListener("click", () => {
    guarded = false;
    (leaveDialog as HTMLDialogElement).close();
    if (leavingTo) location.href = leavingTo;
  });
  for (const form of guard.querySelectorAll("form")) {
    form.addEventListener("submit", (event) => {
      if (event.defaultPrevented) return;
      // Once downloaded, the member has a copy, so leaving no longer asks.
      if (!form.hasAttribute("data-download")) return;
      guarded = false;
      raiseToast({ title: "Report Downloaded", description: form.getAttribute("data-download") });
    });
  }
}

enhanceTabs(go);

// ---- The chart's forms: birth details, the partner's, a saved person's.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-chart-form]")) {
  const place = form.querySelector("[data-place-search]");
  const located = place ? placeSearch(place) : () => true;

  // Time Unknown switches the time input off (it is then not sent).
  for (const box of form.querySelectorAll<HTMLInputElement>("input[data-disables]")) {
    const time = document.getElementById(box.getAttribute("data-disables") ?? "");
    if (!(time instanceof HTMLInputElement)) continue;
    const apply = () => (time.disabled = box.checked);
    box.addEventListener("change", apply);
    apply();
  }

  // The birth form's button waits for a date and a chosen place.
  const waiting = form.querySelector<HTMLButtonElement>("[data-needs-place]");
  const date = waiting && document.getElementById(waiting.getAttribute("data-needs-place") ?? "");
  if (waiting && date instanceof HTMLInputElement) {
    const update = () => (waiting.disabled = !(date.value !== "" && located()));
    for (const type of ["input", "change", "placechange"]) form.addEventListener(type, update);
    update();
  }

  form.addEventListener("submit", (event) => {
    const message = form.getAttribute("data-location-required");
    if (message && !located()) {
      event.preventDefault();
      raiseToast({ title: place?.getAttribute("data-location-title") ?? "", description: message, variant: "destructive" });
      return;
    }
    // The button's pending label is enhance.ts's.
    const overlay = form.querySelector<HTMLTemplateElement>("template[data-pending-overlay]");
    if (overlay) document.body.append(overlay.content.cloneNode(true));
    const host = form.closest<HTMLElement>("[data-pending-host]");
    const replacement = host?.querySelector<HTMLTemplateElement>("template[data-pending-replace]");
    if (host && replacement) {
      // The card gives way to the generating state once the browser has read the form.
      window.setTimeout(() => {
        host.hidden = true;
        host.before(replacement.content.cloneNode(true));
      }, 0);
    }
  });
}
