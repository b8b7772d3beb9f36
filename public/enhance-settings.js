// The settings page's behaviour that needs a script, on the server's HTML (the page ships without the
// framework's JavaScript; public/enhance.js runs first and validates the forms marked data-enhance).
// The delivery card's switch wording, phone field and browser timezone; the password card's button;
// the wait for a payment; web push on this device. Everything
// else on the page is a plain form, and all of it works without this file.
(function () {
  "use strict";

  // ── Delivery: a switch whose description follows its state ──
  document.querySelectorAll("[data-switch-on]").forEach((description) => {
    const input = document.getElementById(description.id.replace(/-description$/, ""));
    if (!input) return;
    input.addEventListener("change", () => {
      description.textContent = description.getAttribute(input.checked ? "data-switch-on" : "data-switch-off");
    });
  });

  // ── Delivery: the phone number only while SMS is on ──
  const sms = document.getElementById("delivery-sms");
  const phone = document.querySelector("[data-sms-phone]");
  if (sms && phone) {
    phone.querySelectorAll("[data-sms-off-only]").forEach((note) => note.remove());
    const mark = document.createComment("phone number");
    phone.before(mark);
    const place = () => {
      if (sms.checked && !phone.isConnected) mark.after(phone);
      else if (!sms.checked && phone.isConnected) phone.remove();
    };
    sms.addEventListener("change", place);
    place();
  }

  // ── Delivery: no saved zone, so the browser's (under today's name) ──
  const zoneSelect = document.querySelector("select[data-browser-zone]");
  if (zoneSelect) {
    try {
      const names = JSON.parse(zoneSelect.getAttribute("data-browser-zone") || "{}");
      const raw = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const zone = raw ? names[raw] || raw : null;
      if (zone) {
        const known = Array.prototype.some.call(zoneSelect.options, (option) => option.value === zone);
        if (!known) zoneSelect.append(new window.Option(zone, zone));
        zoneSelect.value = zone;
      }
    } catch {
      // No zone from the browser: the server's choice stands.
    }
  }

  // ── Change password: the button waits until every field is filled ──
  document.querySelectorAll("form[data-needs-filled]").forEach((form) => {
    const inputs = form.querySelectorAll("input[type=password]");
    const button = form.querySelector("button[type=submit]");
    if (!button) return;
    const update = () => {
      button.disabled = Array.prototype.some.call(inputs, (input) => input.value.length === 0);
    };
    form.addEventListener("input", update);
    update();
  });

  // ── After checkout: ask whether the payment is confirmed, then let the server say so ──
  const wait = document.querySelector("[data-payment-wait]");
  if (wait) {
    const interval = Number(wait.getAttribute("data-interval")) || 2000;
    const attempts = Number(wait.getAttribute("data-attempts")) || 15;
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
      if (premium || asked >= attempts) {
        window.clearInterval(timer);
        window.location.reload();
      }
    }, interval);
  }

  // ── Notifications on this device (web push) ──
  const card = document.querySelector("[data-push]");
  if (card) enhancePush(card);

  function enhancePush(card) {
    const API = "/api/user/push-subscriptions";
    const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };
    const controls = card.querySelector("[data-push-controls]");
    const statusLine = card.querySelector("[data-push-status]");
    let endpoint = null;
    let nameInput = null;
    let submitButton = null;

    const say = (tone, text) => {
      statusLine.hidden = !text;
      statusLine.textContent = text || "";
      statusLine.setAttribute("role", tone === "error" ? "alert" : "status");
      statusLine.classList.toggle("text-red-700", tone === "error");
      statusLine.classList.toggle("dark:text-red-300", tone === "error");
    };
    const line = (text) => {
      const paragraph = document.createElement("p");
      paragraph.className = "mt-3 text-sm";
      paragraph.textContent = text;
      controls.replaceChildren(paragraph);
    };
    const rows = () => Array.prototype.slice.call(card.querySelectorAll("[data-device]"));
    const mine = () => rows().find((row) => endpoint && row.getAttribute("data-endpoint") === endpoint) || null;

    async function messageOf(response, fallback) {
      try {
        return (await response.json()).message || fallback;
      } catch {
        return fallback;
      }
    }

    /**
     * The service worker's registration, if this site installed one (the production build registers it
     * as the page loads, so on a first visit it may take a moment; a few seconds, then none).
     */
    async function registration() {
      const found = await navigator.serviceWorker.getRegistration();
      if (found && found.active) return found;
      if (found) {
        // Still installing (the app shell is precached first, which a slow connection or a busy
        // device draws out): wait until it is active, or until it has failed.
        const worker = found.installing || found.waiting;
        return new Promise((resolve) => {
          navigator.serviceWorker.ready.then(resolve);
          if (worker) worker.addEventListener("statechange", () => worker.state === "redundant" && resolve(undefined));
        });
      }
      // The page registers the worker as it loads; should its registration not be recorded yet, give it a moment.
      return Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => window.setTimeout(() => resolve(undefined), 5000))]);
    }

    /** The server's key (base64url) as the bytes applicationServerKey wants. */
    function keyBytes(base64url) {
      const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
      const binary = window.atob(base64);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return bytes;
    }

    /** Asks the permission, subscribes this browser with the server's key (or reuses its subscription) and saves it under `name`. */
    async function subscribeHere(name) {
      const permission = window.Notification.permission === "granted" ? "granted" : await window.Notification.requestPermission();
      if (permission !== "granted") throw new Error("Notifications are blocked for Three Skies in this browser. Allow them in the site settings, then try again.");
      const worker = await registration();
      if (!worker) throw new Error("Notifications need the Three Skies app's service worker, which is not installed in this browser yet. Reload the page and try again.");
      const keyResponse = await window.fetch(API + "/vapid-key", { headers: { Accept: "application/json" }, cache: "no-store" });
      if (!keyResponse.ok) throw new Error(await messageOf(keyResponse, "The server did not give its push key."));
      const { publicKey } = await keyResponse.json();
      const subscription =
        (await worker.pushManager.getSubscription()) || (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const response = await window.fetch(API, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ ...subscription.toJSON(), deviceName: name }) });
      if (!response.ok) throw new Error(await messageOf(response, "The subscription was not saved."));
      return subscription.endpoint;
    }

    /** The device list as the server has it now (after a subscription, or a device its push service ended). */
    async function reloadDevices() {
      try {
        const response = await window.fetch(window.location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" });
        if (!response.ok) return;
        const fresh = new window.DOMParser().parseFromString(await response.text(), "text/html").querySelector("[data-push] [data-push-devices]");
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
        if (endpoint && row.getAttribute("data-endpoint") === endpoint) {
          const badge = document.createElement("span");
          badge.className = "ml-2 rounded bg-night-100 px-1.5 py-0.5 text-xs dark:bg-night-800";
          badge.textContent = "this device";
          row.querySelector("[data-device-name]").after(badge);
        }
        const test = document.createElement("button");
        test.type = "button";
        test.className = "btn-ghost";
        test.textContent = "Send a test";
        test.addEventListener("click", () => void sendTest(row.getAttribute("data-device"), name));
        const actions = row.querySelector("[data-device-actions]");
        actions.prepend(test);
        const remove = actions.querySelector("form");
        remove.addEventListener("submit", (event) => {
          if (!endpoint || row.getAttribute("data-endpoint") !== endpoint) return;
          event.preventDefault();
          forgetHere().finally(() => remove.submit());
        });
      }
      if (submitButton) submitButton.textContent = mine() ? "Save name" : "Turn on notifications here";
    }

    async function forgetHere() {
      const worker = await registration().catch(() => undefined);
      const subscription = worker ? await worker.pushManager.getSubscription() : null;
      if (subscription) await subscription.unsubscribe().catch(() => false);
    }

    async function sendTest(id, name) {
      say(null, "");
      try {
        const response = await window.fetch(API + "/test", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ id }) });
        if (!response.ok) throw new Error(await messageOf(response, "The test message was not sent."));
        const answer = await response.json();
        if (answer.removed) {
          say("error", `${name || "That device"} no longer accepts notifications, so it was removed. Subscribe it again from the device itself.`);
          await reloadDevices();
        } else {
          say("ok", `Test sent to ${name || "the device"}. It should appear within a minute.`);
        }
      } catch (error) {
        say("error", error instanceof Error ? error.message : "The test message was not sent.");
      }
    }

    function showForm(suggested) {
      const form = document.createElement("form");
      form.className = "mt-3 flex flex-wrap items-end gap-3";
      const field = document.createElement("div");
      field.className = "min-w-56 flex-1";
      const label = document.createElement("label");
      label.htmlFor = "push-device-name";
      label.className = "label";
      label.textContent = "Name this device";
      nameInput = document.createElement("input");
      nameInput.id = "push-device-name";
      nameInput.className = "input";
      nameInput.maxLength = 60;
      nameInput.placeholder = "e.g. My phone";
      nameInput.value = suggested;
      field.append(label, nameInput);
      submitButton = document.createElement("button");
      submitButton.type = "submit";
      submitButton.className = "btn-primary";
      submitButton.textContent = mine() ? "Save name" : "Turn on notifications here";
      form.append(field, submitButton);
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const had = Boolean(mine());
        submitButton.disabled = true;
        submitButton.textContent = "Working…";
        say(null, "");
        try {
          endpoint = await subscribeHere(nameInput.value);
          say("ok", had ? "Name saved." : "This device will receive your daily insight at your delivery time.");
          await reloadDevices();
        } catch (error) {
          say("error", error instanceof Error ? error.message : "Something went wrong. Please try again.");
        } finally {
          submitButton.disabled = false;
          submitButton.textContent = mine() ? "Save name" : "Turn on notifications here";
        }
      });
      controls.replaceChildren(form);
    }

    async function start() {
      line("Checking whether this browser can receive notifications…");
      const suggested = card.getAttribute("data-suggested-name") || "";
      if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
        decorateRows();
        return line("This browser cannot receive notifications from websites. Try another browser, or add Three Skies to your home screen first.");
      }
      const worker = await registration().catch(() => undefined);
      if (worker) {
        const subscription = await worker.pushManager.getSubscription().catch(() => null);
        endpoint = subscription ? subscription.endpoint : null;
      }
      decorateRows();
      if (!worker) return line("Notifications need the Three Skies app's service worker, which is not installed in this browser yet. Reload the page and try again.");
      const row = mine();
      showForm((row && row.getAttribute("data-name")) || suggested);
    }

    start().catch(() => line("This browser cannot receive notifications from websites. Try another browser, or add Three Skies to your home screen first."));
  }
})();
