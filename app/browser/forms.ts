// Forms marked data-enhance are checked as you type with the browser's constraint API, in the words
// the server put in data- attributes (app/schemas/constraint-messages.ts); a submission that goes
// ahead shows its button's pending label.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function errorElement(field: Field) {
  const id = `${field.id}-error`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement("p");
    element.id = id;
    element.className = "field-error";
    (field.closest("[data-field]") ?? field.parentElement)?.append(element);
  }
  return element;
}

function messageFor(field: Field): string {
  if (field.validity.valueMissing) return field.getAttribute("data-error-missing") || field.validationMessage;
  // tooShort is only flagged for typed values; check the length ourselves as well.
  const minLength = field instanceof HTMLSelectElement ? 0 : field.minLength;
  const tooShort = minLength > 0 && field.value.length > 0 && field.value.length < minLength;
  if (!field.validity.valid || tooShort) return field.getAttribute("data-error-invalid") || field.validationMessage;
  const match = field.getAttribute("data-match");
  const other = match ? field.form?.elements.namedItem(match) : null;
  if (isField(other) && field.value !== other.value) return field.getAttribute("data-error-match") ?? "";
  return "";
}

/** Shows the field's message (or clears it); whether the field is valid. */
function check(field: Field): boolean {
  if (!field.id || field.type === "hidden" || field.disabled) return true;
  const message = messageFor(field);
  const element = errorElement(field);
  element.textContent = message;
  if (message) {
    field.setAttribute("aria-invalid", "true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    if (!described.includes(element.id)) described.push(element.id);
    field.setAttribute("aria-describedby", described.join(" "));
  } else {
    field.removeAttribute("aria-invalid");
  }
  return !message;
}

export function enhanceValidation() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance]")) {
    let submitted = false;
    form.noValidate = true;
    form.addEventListener("input", (event) => {
      const target = event.target;
      if (!submitted || !isField(target) || !target.name) return;
      check(target);
      const matching = form.querySelector(`[data-match="${target.name}"]`);
      if (isField(matching)) check(matching);
    });
    form.addEventListener("submit", (event) => {
      submitted = true;
      let firstInvalid: Field | null = null;
      for (const field of form.elements) {
        if (isField(field) && field.name && !check(field)) firstInvalid ??= field;
      }
      if (firstInvalid) {
        event.preventDefault();
        firstInvalid.focus();
      }
    });
  }
}

export function showPendingLabels() {
  document.addEventListener("submit", (event) => {
    if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
    const button = event.submitter ?? event.target.querySelector("[type=submit]");
    const pending = button?.getAttribute("data-pending-text");
    if (!(button instanceof HTMLButtonElement) || !pending) return;
    button.textContent = pending;
    // Disabled after the submission has taken the button's own name and value.
    window.setTimeout(() => (button.disabled = true), 0);
  });
}
