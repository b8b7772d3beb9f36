// Toasts on a page served without the framework: the server's toast fades, and a toast raised in the
// browser is a copy of the page's empty toast of its variant (app/components/toaster.tsx), one at a time.
// Any page script raises one with `raiseToast`, an event this module's listener shows.
import { TOAST_DURATION_MS } from "~/domain/toast-messages";

export type ToastMessage = { title: string; description?: string | null; variant?: string | null };

const TOAST_EVENT = "toast";

export function raiseToast(message: ToastMessage) {
  document.dispatchEvent(new CustomEvent<ToastMessage>(TOAST_EVENT, { detail: message }));
}

function show(message: ToastMessage) {
  const variant = message.variant === "destructive" ? "destructive" : "default";
  const template = document.querySelector<HTMLTemplateElement>(`template[data-toast-template="${variant}"]`);
  const view = template?.content.firstElementChild?.cloneNode(true);
  if (!template || !(view instanceof HTMLElement)) return;
  for (const shown of document.querySelectorAll("[data-toast]")) (shown.closest("[aria-live]") ?? shown).remove();
  view.querySelector("[data-toast-title]")!.textContent = message.title;
  const description = view.querySelector("[data-toast-description]")!;
  if (message.description) description.textContent = message.description;
  else description.remove();
  template.before(view);
  window.setTimeout(() => view.remove(), TOAST_DURATION_MS);
}

/** Fades the toasts the server wrote and shows each one raised from now on. */
export function enhanceToasts() {
  for (const toast of document.querySelectorAll("[data-toast]")) window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  document.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastMessage>).detail));
}
