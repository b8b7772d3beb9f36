import { IntentButton } from "~/components/ui/intent-form";
import { Section } from "~/components/ui/section";
import type { PushDevice } from "~/domain/push";
import { PUSH_WORDS } from "~/browser/push";
import { useT } from "~/i18n/use-t";
import { useLongDate } from "./subscription-card";

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
  const [t, longDate] = [useT(), useLongDate()];
  // The enhancement's words (app/browser/push.ts) in the member's language, read from the page: no catalog in the bundle.
  const pushWords = Object.fromEntries(PUSH_WORDS.map((word) => [word, t(`settings.push.${word}`)]));
  return (
    <Section
      id="notifications"
      title={t("settings.pushTitle")}
      data-push=""
      data-suggested-name={suggestedName}
      data-push-words={JSON.stringify(pushWords)}
      intro={
        <>
          {t(premium ? "settings.pushPremium" : "settings.pushFree")}
          {t("settings.pushEach")}
        </>
      }
    >

      <div data-push-controls="">
        <p className="mt-3 text-sm" data-testid="push-needs-js">
          {t("settings.pushNeedsJs")}
        </p>
      </div>
      <p className="mt-2 text-sm" data-push-status="" hidden />
      {removeError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {removeError}
        </p>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold">{t("settings.yourDevices")}</h3>
      <div data-push-devices="">
        {devices.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("settings.noDevices")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700" data-testid="push-devices">
            {devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-device={device.id} data-endpoint={device.endpoint} data-name={device.deviceName}>
                <div className="text-sm">
                  <span className="font-medium" data-device-name="">
                    {device.deviceName || t("settings.unnamedDevice")}
                  </span>
                  <span className="block text-slate-600 dark:text-slate-300">
                    {t("settings.deviceAdded", { date: longDate(device.createdAt) })}
                    {device.lastSuccessAt ? t("settings.lastReached", { date: longDate(device.lastSuccessAt) }) : ""}
                    {device.lastFailureAt && (!device.lastSuccessAt || device.lastFailureAt > device.lastSuccessAt) ? t("settings.lastFailed") : ""}
                  </span>
                </div>
                <div className="flex gap-2" data-device-actions="">
                  <IntentButton intent="push-remove" className="btn-outline" label={t("settings.remove")} buttonLabel={device.deviceName ? t("settings.removeDevice", { name: device.deviceName }) : t("settings.removeUnnamed")}>
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
