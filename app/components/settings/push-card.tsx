import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { formatLongDate } from "~/domain/dates";
import type { PushDevice } from "~/domain/push";
import type { Support } from "./push-browser";

const DEVICE_NAME_MAX = 60;

type Status = { tone: "ok" | "error"; text: string } | null;
const browser = () => import("./push-browser");

/**
 * Settings → "Notifications on this device": subscribe this browser to the daily insight by web push,
 * name it, send it a test, remove it; the member's other devices are listed with a remove button (a
 * plain form, so removing works without JavaScript too). Subscribing needs JavaScript: the server's
 * HTML says so, and the controls replace that line once the page runs.
 */
export function PushCard({ devices, premium, removeError }: { devices: PushDevice[]; premium: boolean; removeError: string | null }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [support, setSupport] = useState<Support | "checking">("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const mine = devices.find((device) => device.endpoint === endpoint) ?? null;

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    void browser()
      .then((module) => module.pushState())
      .then((state) => {
        if (cancelled) return;
        setEndpoint(state.endpoint);
        setSupport(state.support);
        setName((current) => current || devices.find((device) => device.endpoint === state.endpoint)?.deviceName || state.suggestedName);
      })
      .catch(() => !cancelled && setSupport("unsupported"));
    return () => {
      cancelled = true;
    };
    // The devices at hydration name this browser; later changes come from this card itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      setEndpoint(await (await browser()).subscribeHere(name));
      setStatus({ tone: "ok", text: mine ? "Name saved." : "This device will receive your daily insight at your delivery time." });
      await revalidator.revalidate();
    } catch (error) {
      setStatus({ tone: "error", text: error instanceof Error ? error.message : "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  async function sendTest(device: PushDevice) {
    setStatus(null);
    try {
      const answer = await (await browser()).testDevice(device);
      setStatus(
        answer.removed
          ? { tone: "error", text: `${device.deviceName || "That device"} no longer accepts notifications, so it was removed. Subscribe it again from the device itself.` }
          : { tone: "ok", text: `Test sent to ${device.deviceName || "the device"}. It should appear within a minute.` },
      );
      if (answer.removed) await revalidator.revalidate();
    } catch (error) {
      setStatus({ tone: "error", text: error instanceof Error ? error.message : "The test message was not sent." });
    }
  }

  /** Removing this browser's own row also ends its subscription with the push service. */
  async function forgetHere(device: PushDevice) {
    if (device.endpoint !== endpoint) return;
    await (await browser()).unsubscribeHere();
    setEndpoint(null);
  }

  return (
    <section className="card" aria-labelledby="push-heading" id="notifications">
      <h2 id="push-heading" className="text-xl font-semibold">
        Notifications on this device
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {premium
          ? "Your daily insight as a notification at your delivery time: the day's headline with the summary of Love, Work and Wellbeing."
          : "The headline of your day as a notification each morning at your delivery time; a tap opens the full reading."}{" "}
        Subscribe each phone or computer you want it on.
      </p>

      {!hydrated ? (
        <p className="mt-3 text-sm" data-testid="push-needs-js">
          Subscribing a device needs JavaScript, which is off or still loading in this browser. You can still remove devices below.
        </p>
      ) : support === "checking" ? (
        <p className="mt-3 text-sm">Checking whether this browser can receive notifications…</p>
      ) : support === "unsupported" ? (
        <p className="mt-3 text-sm">This browser cannot receive notifications from websites. Try another browser, or add Three Skies to your home screen first.</p>
      ) : support === "no-worker" ? (
        <p className="mt-3 text-sm">Notifications need the Three Skies app&apos;s service worker, which is not installed in this browser yet. Reload the page and try again.</p>
      ) : (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={subscribe}>
          <div className="min-w-56 flex-1">
            <label htmlFor="push-device-name" className="label">
              Name this device
            </label>
            <input
              id="push-device-name"
              className="input"
              value={name}
              maxLength={DEVICE_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. My phone"
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Working…" : mine ? "Save name" : "Turn on notifications here"}
          </button>
        </form>
      )}
      {status ? (
        <p className={`mt-2 text-sm ${status.tone === "error" ? "text-red-700 dark:text-red-300" : ""}`} role={status.tone === "error" ? "alert" : "status"}>
          {status.text}
        </p>
      ) : null}
      {removeError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {removeError}
        </p>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold">Your devices</h3>
      {devices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">No device receives notifications yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700" data-testid="push-devices">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="text-sm">
                <span className="font-medium">{device.deviceName || "Unnamed device"}</span>
                {device.endpoint === endpoint ? <span className="ml-2 rounded bg-night-100 px-1.5 py-0.5 text-xs dark:bg-night-800">this device</span> : null}
                <span className="block text-slate-600 dark:text-slate-300">
                  Added {formatLongDate(device.createdAt)}
                  {device.lastSuccessAt ? `; last reached ${formatLongDate(device.lastSuccessAt)}` : ""}
                  {device.lastFailureAt && (!device.lastSuccessAt || device.lastFailureAt > device.lastSuccessAt) ? "; the last attempt failed" : ""}
                </span>
              </div>
              <div className="flex gap-2">
                {hydrated ? (
                  <button type="button" className="btn-ghost" onClick={() => void sendTest(device)}>
                    Send a test
                  </button>
                ) : null}
                <Form method="post" onSubmit={() => void forgetHere(device)}>
                  <input type="hidden" name="intent" value="push-remove" />
                  <input type="hidden" name="id" value={device.id} />
                  <button type="submit" className="btn-outline" aria-label={`Remove ${device.deviceName || "this unnamed device"}`}>
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
