import { IntentButton } from "~/components/ui/intent-form";
import { Section } from "~/components/ui/section";
import { formatLongDate } from "~/domain/dates";
import type { PushDevice } from "~/domain/push";

/**
 * Settings → "Notifications on this device": the member's devices with a remove form; subscribing
 * needs JavaScript (app/browser/enhance-settings.ts, `data-push`), and the server's HTML says so.
 */
export function PushCard({
  devices,
  premium,
  removeError,
  suggestedName = "",
}: {
  devices: PushDevice[];
  premium: boolean;
  removeError: string | null;
  /** The name offered for this browser, from its user agent. */
  suggestedName?: string;
}) {
  return (
    <Section
      id="notifications"
      title="Notifications on this device"
      data-push=""
      data-suggested-name={suggestedName}
      intro={
        <>
          {premium
            ? "Your daily insight as a notification at your delivery time: the day's headline with the summary of Love, Work and Wellbeing."
            : "The headline of your day as a notification each morning at your delivery time; a tap opens the full reading."}{" "}
          Subscribe each phone or computer you want it on.
        </>
      }
    >

      <div data-push-controls="">
        <p className="mt-3 text-sm" data-testid="push-needs-js">
          Subscribing a device needs JavaScript, which is off or still loading in this browser. You can still remove devices below.
        </p>
      </div>
      <p className="mt-2 text-sm" data-push-status="" hidden />
      {removeError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {removeError}
        </p>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold">Your devices</h3>
      <div data-push-devices="">
        {devices.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">No device receives notifications yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700" data-testid="push-devices">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-device={device.id} data-endpoint={device.endpoint} data-name={device.deviceName}>
                <div className="text-sm">
                  <span className="font-medium" data-device-name="">
                    {device.deviceName || "Unnamed device"}
                  </span>
                  <span className="block text-slate-600 dark:text-slate-300">
                    Added {formatLongDate(device.createdAt)}
                    {device.lastSuccessAt ? `; last reached ${formatLongDate(device.lastSuccessAt)}` : ""}
                    {device.lastFailureAt && (!device.lastSuccessAt || device.lastFailureAt > device.lastSuccessAt) ? "; the last attempt failed" : ""}
                  </span>
                </div>
                <div className="flex gap-2" data-device-actions="">
                  <IntentButton intent="push-remove" className="btn-outline" label="Remove" buttonLabel={`Remove ${device.deviceName || "this unnamed device"}`}>
                    <input type="hidden" name="id" value={device.id} />
                  </IntentButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
