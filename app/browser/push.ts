// Web push on the settings page's push card: subscribes this browser (with a name), marks its row, sends
// tests, and unsubscribes it when its row is removed. Gives up after SETUP_DEADLINE_MS; refusals in plain words.

const API = "/api/user/push-subscriptions";
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

/** How long setting up may take once the member has allowed notifications: then it stops and says so. */
export const SETUP_DEADLINE_MS = 10_000;

/** Setting up's failures in English; the page gives them, and the card's other words, in the member's language (`data-push-words`). */
export const PUSH_MESSAGES = {
  tooSlow: "Turning on notifications took too long, so it was stopped. Check your connection and try again. If it keeps happening, this browser may not be able to receive notifications.",
  refused: "Your browser refused notifications for Three Skies. Allow them in the site settings (the icon beside the web address), then try again.",
  blocked: "Notifications are blocked for Three Skies in this browser. Allow them in the site settings, then try again.",
  unreachable: "Your browser could not reach its notification service. Check your connection and try again in a while.",
  unavailable: "This browser would not subscribe to notifications, though Three Skies is allowed to send them. Private windows and some browsers turn them off: try a normal window or another browser.",
  failed: "Notifications could not be turned on in this browser. Please try again.",
};
export const PUSH_WORDS = ["tooSlow", "refused", "blocked", "unreachable", "unavailable", "failed", "cannot", "noWorker", "noKey", "notSaved", "saveName", "turnOn", "thisDevice", "sendTest", "testNotSent", "gone", "thatDevice", "testSent", "theDevice", "nameDevice", "placeholder", "saving", "turningOn", "nameSaved", "willReceive", "checking", "failure.refused", "failure.unreachable"] as const;
let words = PUSH_MESSAGES as Record<(typeof PUSH_WORDS)[number], string>;

/** A failure whose message is already meant for the member (ours, or the server's). */
export class PushSetupError extends Error {}

/**
 * What to tell the member when setting up failed: our own words as they are, the browser's put
 * plainly. `permission` is the site's notification permission then: a browser that refuses to
 * subscribe although the site is allowed has push turned off, which the site settings will not mend.
 */
export function pushFailureMessage(error: unknown, permission: NotificationPermission = "default"): string {
  if (error instanceof PushSetupError) return error.message;
  const { name, message } = error instanceof Error || error instanceof DOMException ? error : { name: "", message: "" };
  if (name === "NotAllowedError" || /permission denied/i.test(message)) return permission === "granted" ? words.unavailable : words.refused;
  if (name === "AbortError" || name === "NetworkError" || /push service/i.test(message)) return words.unreachable;
  return words.failed;
}

/**
 * `work`, or a PushSetupError saying it took too long once `ms` have passed (its signal then aborts
 * what it still has in flight).
 */
export function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms = SETUP_DEADLINE_MS): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PushSetupError(words.tooSlow));
    }, ms);
  });
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}

/** The server's key (base64url) as the bytes applicationServerKey wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * The API's refusal: in the page's words for its `code` (a push service's failure) when the page gave
 * them; else its message on an English page (the API speaks English), the page's words for what failed on another.
 */
export async function messageOf(response: Response, fallback: string, said: Partial<typeof words> = words, lang = globalThis.document?.documentElement.lang ?? "en"): Promise<string> {
  const answer = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  return (answer?.code && said[`failure.${answer.code}` as keyof typeof words]) || (lang === "en" ? answer?.message : "") || fallback;
}

/**
 * The service worker's registration, if this site installed one (the production build registers it
 * as the page loads, so on a first visit it may take a moment; a few seconds, then none).
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found?.active) return found;
  if (found) {
    // Still installing (the app shell is precached first, which a slow connection or a busy device
    // draws out): wait until it is active, or until it has failed.
    const worker = found.installing ?? found.waiting;
    return new Promise((resolve) => {
      void navigator.serviceWorker.ready.then(resolve);
      worker?.addEventListener("statechange", () => worker.state === "redundant" && resolve(undefined));
    });
  }
  // The page registers the worker as it loads; should its registration not be recorded yet, give it a moment.
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), 5000))]);
}

/** Asks the browser's permission (the member's own time: no deadline). */
async function allowed(): Promise<void> {
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new PushSetupError(words.blocked);
}

/** Subscribes this browser with the server's key (or reuses its subscription) and saves it under `name`. */
async function subscribeHere(name: string, signal: AbortSignal): Promise<string> {
  const worker = await registration();
  if (!worker) throw new PushSetupError(words.noWorker);
  const keyResponse = await window.fetch(`${API}/vapid-key`, { headers: { Accept: "application/json" }, cache: "no-store", signal });
  if (!keyResponse.ok) throw new PushSetupError(await messageOf(keyResponse, words.noKey));
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };
  const subscription =
    (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const response = await window.fetch(API, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ ...subscription.toJSON(), deviceName: name }), signal });
  if (!response.ok) throw new PushSetupError(await messageOf(response, words.notSaved));
  return subscription.endpoint;
}

async function forgetHere() {
  const worker = await withDeadline(() => registration()).catch(() => undefined);
  const subscription = worker ? await worker.pushManager.getSubscription() : null;
  if (subscription) await subscription.unsubscribe().catch(() => false);
}

/** A new element with its properties set and its children appended. */
function make<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | number>, ...children: Node[]): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

export function enhancePush(card: HTMLElement) {
  words = { ...PUSH_MESSAGES, ...(JSON.parse(card.getAttribute("data-push-words") || "{}") as typeof words) };
  const controls = card.querySelector("[data-push-controls]")!;
  const statusLine = card.querySelector<HTMLElement>("[data-push-status]")!;
  let endpoint: string | null = null;
  let submitButton: HTMLButtonElement | null = null;

  const say = (tone: "ok" | "error" | null, text: string) => {
    statusLine.hidden = !text;
    statusLine.textContent = text;
    statusLine.setAttribute("role", tone === "error" ? "alert" : "status");
    statusLine.classList.toggle("text-red-700", tone === "error");
    statusLine.classList.toggle("dark:text-red-300", tone === "error");
  };
  const line = (text: string) => controls.replaceChildren(make("p", { className: "mt-3 text-sm", textContent: text }));
  const rows = () => [...card.querySelectorAll("[data-device]")];
  const mine = () => rows().find((row) => endpoint && row.getAttribute("data-endpoint") === endpoint) ?? null;
  const buttonLabel = () => (mine() ? words.saveName : words.turnOn);

  /** The device list as the server has it now (after a subscription, or a device its push service ended). */
  async function reloadDevices() {
    try {
      const response = await window.fetch(window.location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" });
      if (!response.ok) return;
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-push] [data-push-devices]");
      const list = card.querySelector("[data-push-devices]");
      if (fresh && list) list.replaceWith(document.adoptNode(fresh));
      decorateRows();
    } catch {
      // The list stays as it was; a reload shows the new one.
    }
  }

  /** This browser's row says so; every row gets "Send a test"; removing this browser's row also ends its subscription. */
  function decorateRows() {
    for (const row of rows()) {
      const name = row.getAttribute("data-name");
      const here = () => Boolean(endpoint) && row.getAttribute("data-endpoint") === endpoint;
      if (here()) {
        const badge = make("span", { className: "ml-2 rounded bg-night-100 px-1.5 py-0.5 text-xs dark:bg-night-800", textContent: words.thisDevice });
        row.querySelector("[data-device-name]")?.after(badge);
      }
      const test = make("button", { type: "button", className: "btn-ghost", textContent: words.sendTest });
      test.addEventListener("click", () => void sendTest(row.getAttribute("data-device"), name));
      const actions = row.querySelector("[data-device-actions]")!;
      actions.prepend(test);
      const remove = actions.querySelector("form")!;
      remove.addEventListener("submit", (event) => {
        if (!here()) return;
        event.preventDefault();
        void forgetHere().finally(() => remove.submit());
      });
    }
    if (submitButton) submitButton.textContent = buttonLabel();
  }

  async function sendTest(id: string | null, name: string | null) {
    say(null, "");
    try {
      const response = await window.fetch(`${API}/test`, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ id }) });
      if (!response.ok) throw new Error(await messageOf(response, words.testNotSent));
      const answer = (await response.json()) as { removed?: boolean };
      if (answer.removed) {
        say("error", words.gone.replace("{name}", name || words.thatDevice));
        await reloadDevices();
      } else {
        say("ok", words.testSent.replace("{name}", name || words.theDevice));
      }
    } catch (error) {
      say("error", error instanceof Error ? error.message : words.testNotSent);
    }
  }

  function showForm(suggested: string) {
    const label = make("label", { htmlFor: "push-device-name", className: "label", textContent: words.nameDevice });
    const nameInput = make("input", { id: "push-device-name", className: "input", maxLength: 60, placeholder: words.placeholder, value: suggested });
    const button = make("button", { type: "submit", className: "btn-primary", textContent: buttonLabel() });
    submitButton = button;
    const field = make("div", { className: "min-w-56 flex-1" }, label, nameInput);
    const form = make("form", { className: "mt-3 flex flex-wrap items-end gap-3" }, field, button);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const had = Boolean(mine());
      button.disabled = true;
      button.textContent = had ? words.saving : words.turningOn;
      say(null, "");
      try {
        await allowed();
        endpoint = await withDeadline((signal) => subscribeHere(nameInput.value, signal));
        say("ok", had ? words.nameSaved : words.willReceive);
        await reloadDevices();
      } catch (error) {
        say("error", pushFailureMessage(error, Notification.permission));
      } finally {
        button.disabled = false;
        button.textContent = buttonLabel();
      }
    });
    controls.replaceChildren(form);
  }

  async function start() {
    line(words.checking);
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      decorateRows();
      return line(words.cannot);
    }
    const worker = await withDeadline(() => registration()).catch(() => undefined);
    if (worker) endpoint = (await worker.pushManager.getSubscription().catch(() => null))?.endpoint ?? null;
    decorateRows();
    if (!worker) return line(words.noWorker);
    showForm(mine()?.getAttribute("data-name") || card.getAttribute("data-suggested-name") || "");
  }

  start().catch(() => line(words.cannot));
}
