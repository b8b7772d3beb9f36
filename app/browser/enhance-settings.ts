// The settings page's script (runs after enhance.ts): the delivery switches and phone field, the
// password button, the payment wait, web push. Every form on the page works without it.
import { PAYMENT_POLL_ATTEMPTS, PAYMENT_POLL_INTERVAL_MS } from "~/domain/payment-wait";
import { enhancePush } from "./push";

// ── Delivery: a switch whose description follows its state ──
for (const description of document.querySelectorAll("[data-switch-on]")) {
  const input = document.getElementById(description.id.replace(/-description$/, ""));
  if (!(input instanceof HTMLInputElement)) continue;
  input.addEventListener("change", () => {
    description.textContent = description.getAttribute(input.checked ? "data-switch-on" : "data-switch-off");
  });
}

// ── Delivery: the phone number only while SMS is on ──
const sms = document.getElementById("delivery-sms");
const phone = document.querySelector("[data-sms-phone]");
if (sms instanceof HTMLInputElement && phone) {
  for (const note of phone.querySelectorAll("[data-sms-off-only]")) note.remove();
  const mark = document.createComment("phone number");
  phone.before(mark);
  const place = () => {
    if (sms.checked && !phone.isConnected) mark.after(phone);
    else if (!sms.checked && phone.isConnected) phone.remove();
  };
  sms.addEventListener("change", place);
  place();
}

// ── Change password: the button waits until every field is filled ──
for (const form of document.querySelectorAll("form[data-needs-filled]")) {
  const inputs = [...form.querySelectorAll<HTMLInputElement>("input[type=password]")];
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) continue;
  const update = () => (button.disabled = inputs.some((input) => input.value.length === 0));
  form.addEventListener("input", update);
  update();
}

// ── After checkout: ask whether the payment is confirmed, then let the server say so ──
const wait = document.querySelector("[data-payment-wait]");
if (wait) {
  let asked = 0;
  const timer = window.setInterval(async () => {
    asked += 1;
    let premium = false;
    try {
      const response = await window.fetch("/api/auth/user", { headers: { Accept: "application/json" }, cache: "no-store" });
      if (response.ok) premium = (await response.json()).subscriptionTier === "premium";
    } catch {
      // A dropped request counts as one attempt; the next one may succeed.
    }
    // Confirmed, or the wait is over: the page again, where the server ends the wait with its toast.
    if (premium || asked >= PAYMENT_POLL_ATTEMPTS) {
      window.clearInterval(timer);
      window.location.reload();
    }
  }, PAYMENT_POLL_INTERVAL_MS);
}

const card = document.querySelector<HTMLElement>("[data-push]");
if (card) enhancePush(card);
