import { lazy, Suspense, useState } from "react";
import { Form } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { formatLongDate } from "~/domain/dates";
import type { PushDevice } from "~/domain/push";
import type { PushStatus } from "./push-controls";

const PushControls = lazy(() => import("./push-controls"));
const PushTestButton = lazy(() => import("./push-controls").then((module) => ({ default: module.PushTestButton })));

/**
 * Settings → "Notifications on this device": subscribe this browser to the daily insight by web push,
 * name it, send it a test, remove it; the member's other devices are listed with a remove button (a
 * plain form, so removing works without JavaScript too). Subscribing needs JavaScript: the server's
 * HTML says so, and the controls (./push-controls.tsx, loaded after hydration) replace that line.
 */
export function PushCard({ devices, premium, removeError }: { devices: PushDevice[]; premium: boolean; removeError: string | null }) {
  const hydrated = useHydrated();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [status, setStatus] = useState<PushStatus>(null);

  /** Removing this browser's own row also ends its subscription with the push service. */
  async function forgetHere(device: PushDevice) {
    if (device.endpoint !== endpoint) return;
    await (await import("./push-browser")).unsubscribeHere();
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

      {hydrated ? (
        <Suspense fallback={<p className="mt-3 text-sm">Checking whether this browser can receive notifications…</p>}>
          <PushControls devices={devices} endpoint={endpoint} onEndpoint={setEndpoint} onStatus={setStatus} />
        </Suspense>
      ) : (
        <p className="mt-3 text-sm" data-testid="push-needs-js">
          Subscribing a device needs JavaScript, which is off or still loading in this browser. You can still remove devices below.
        </p>
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
                  <Suspense fallback={null}>
                    <PushTestButton device={device} onStatus={setStatus} />
                  </Suspense>
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
