// The page script of every page served without the framework's JavaScript (decision record 004).
// Everything here also works without it; a page's own script runs after it and raises toasts with raiseToast.
import { enhanceValidation, showPendingLabels } from "./forms";
import { enhancePreferences } from "./preferences";
import { applyTheme, pageTheme } from "./theme";
import { enhanceToasts } from "./toast";

applyTheme(pageTheme());
enhanceValidation();
showPendingLabels();
enhanceToasts();

// The browser's time zone in the hidden field of a form that keeps it (registration: the member's
// clock is where they are; the server keeps it under today's name, and without it the birth place's applies).
for (const field of document.querySelectorAll<HTMLInputElement>("input[data-browser-zone]")) {
  try {
    field.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    // No zone from the browser: the field stays empty.
  }
}

// The user menu (a <details>): an outside click or Escape closes it.
const menu = document.querySelector<HTMLDetailsElement>("details[data-user-menu]");
if (menu) {
  document.addEventListener("click", (event) => {
    if (menu.open && !(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && menu.open) menu.open = false;
  });
}

// A link naming a dialog of the page opens it (its href stays the way without JavaScript).
for (const link of document.querySelectorAll("[data-open-dialog]")) {
  const dialog = document.getElementById(link.getAttribute("data-open-dialog") ?? "");
  if (!(dialog instanceof HTMLDialogElement)) continue;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    if (menu) menu.open = false;
    dialog.showModal();
  });
}
for (const button of document.querySelectorAll("dialog [data-close-dialog]")) {
  button.addEventListener("click", () => button.closest("dialog")?.close());
}

enhancePreferences();

for (const button of document.querySelectorAll<HTMLElement>("[data-toggle-password]")) {
  button.addEventListener("click", () => {
    const input = document.getElementById(button.getAttribute("data-toggle-password") ?? "");
    if (!(input instanceof HTMLInputElement)) return;
    const reveal = input.type === "password";
    input.type = reveal ? "text" : "password";
    // The button carries its other label in the page's language.
    [button.textContent, button.dataset.other] = [button.dataset.other ?? "", button.textContent ?? ""];
    button.setAttribute("aria-pressed", String(reveal));
  });
}

for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-popup]")) {
  link.addEventListener("click", (event) => {
    if (window.open(link.href, "share", "width=600,height=400,noopener") !== null) event.preventDefault();
  });
}

// A calendar address (app/components/add-to-calendar.tsx): "Copy link" shows itself and says in the
// nearest status line whether it worked; the address field selects itself.
for (const button of document.querySelectorAll<HTMLElement>("[data-copy-text]")) {
  let box = button.parentElement;
  while (box && !box.querySelector("[data-copy-status]")) box = box.parentElement;
  const status = box?.querySelector("[data-copy-status]");
  const say = (attribute: string) => {
    if (status) status.textContent = button.getAttribute(attribute);
  };
  button.hidden = false;
  button.addEventListener("click", () => {
    if (!navigator.clipboard) return say("data-copy-failed");
    navigator.clipboard.writeText(button.getAttribute("data-copy-text") ?? "").then(
      () => say("data-copied"),
      () => say("data-copy-failed"),
    );
  });
}
for (const input of document.querySelectorAll<HTMLInputElement>("input[data-select-on-focus]")) {
  input.addEventListener("focus", () => input.select());
}
