// The Preferences dialog of a page served without the framework: its form goes to its own action
// (/preferences, the one the page without JavaScript posts to) with all its fields, asking for the
// answer as JSON, so the page stays. The new name and theme show at once; reopening shows what was saved.
import { themeOfChoice } from "~/domain/theme";
import { applyTheme } from "./theme";
import { raiseToast } from "./toast";

/** The action's answer (app/routes/preferences.tsx), or a refusal's `{ message }`. */
type Answer = { ok?: boolean; message?: string; displayName?: string };

/** Sends the form as the dialog does: the action answers with data instead of sending the member home. */
async function save(form: HTMLFormElement, failed: string): Promise<Answer> {
  const body = new FormData(form);
  body.set("via", "dialog");
  const response = await window.fetch(form.action, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json" } });
  const json = response.headers.get("content-type")?.includes("application/json");
  const answer: Answer = json ? await response.json() : {};
  if (!response.ok || !answer.ok) throw new Error(answer.message || failed);
  return answer;
}

/** What was saved becomes what the form resets to. */
function keepValues(form: HTMLFormElement) {
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") field.defaultChecked = field.checked;
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.defaultValue = field.value;
    else if (field instanceof HTMLSelectElement) for (const option of field.options) option.defaultSelected = option.selected;
  }
}

export function enhancePreferences() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-preferences]")) {
    const dialog = form.closest("dialog");
    const button = form.querySelector<HTMLButtonElement>("[type=submit]");
    if (!dialog || !button) continue;
    const label = button.textContent;
    // The toasts' words, in the page's language: "title\ndescription" (app/components/preferences-dialog.tsx).
    const [savedTitle, saved] = (form.dataset.saved ?? "").split("\n");
    const [failedTitle, failed] = (form.dataset.failed ?? "").split("\n");
    dialog.addEventListener("close", () => form.reset());
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      button.disabled = true;
      button.textContent = button.getAttribute("data-pending-text");
      try {
        const answer = await save(form, failed);
        for (const element of document.querySelectorAll("[data-display-name]")) element.textContent = answer.displayName ?? element.textContent;
        const theme = themeOfChoice(new FormData(form).get("theme"));
        if (theme) applyTheme(theme);
        keepValues(form);
        dialog.close();
        raiseToast({ title: savedTitle, description: saved });
      } catch (error) {
        raiseToast({ title: failedTitle, description: error instanceof Error ? error.message : failed, variant: "destructive" });
      } finally {
        button.disabled = false;
        button.textContent = label;
      }
    });
  }
}
