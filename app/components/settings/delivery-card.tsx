import { useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { ErrorList } from "~/components/ui/field";
import type { RootUser } from "~/root-data";
import { DELIVERY_HOURS, deliveryHourLabel, isDeliveryHour } from "~/domain/delivery";
import { wallTime } from "~/i18n/format";
import { PhoneCheck, type PhoneStatus } from "~/components/settings/phone-check";
import { useLocale, useT } from "~/i18n/use-t";
import type { MemberClock } from "~/domain/member-zone";

export type DeliveryDefaults = {
  /** The clock the hour is read in ("Your time zone" card above). */
  clock: MemberClock;
  hasProfile: boolean;
  /** The country (in words) a number without "+" is read in: the chosen zone's, else the birth place's. */
  phoneCountry?: string | null;
};

/** A checkbox drawn as a switch (it posts without JavaScript); a state-dependent description gives both wordings for the page script. */
function Switch({ id, name, label, description, checked }: { id: string; name: string; label: string; description: string | { on: string; off: string }; checked: boolean }) {
  const worded = typeof description === "string" ? null : description;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="hint" data-switch-on={worded?.on} data-switch-off={worded?.off}>
          {worded ? (checked ? worded.on : worded.off) : (description as string)}
        </p>
      </div>
      {/* The hidden "off" comes first: when the box is ticked, its "on" is the last value and wins. */}
      <input type="hidden" name={name} value="off" />
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        value="on"
        defaultChecked={checked}
        aria-describedby={`${id}-description`}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-night-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-600 dark:checked:bg-gold-400"
      />
    </div>
  );
}

/**
 * "Daily Insights Delivery" (docs/product.md#settings): email and SMS switches, the phone number and the
 * delivery hour in the member's zone. Locked for free members; the server enforces it (403).
 */
export function DeliveryCard({
  user,
  defaults,
  phone,
  result,
  phoneResult,
}: {
  user: RootUser;
  defaults: DeliveryDefaults;
  phone: PhoneStatus;
  result?: SubmissionResult<string[]>;
  phoneResult?: SubmissionResult<string[]>;
}) {
  const locked = !user.premium;
  // After a failed save (the server's reply, also without JavaScript) the switches show what was
  // submitted, not what is stored: a refused "SMS on without a phone" keeps SMS on next to its error.
  const submitted = result?.status === "error" ? (result.initialValue as Record<string, unknown> | null | undefined) : undefined;
  // Each switch posts a hidden "off" then, when ticked, "on": the last value is the switch's state.
  const submittedOn = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value) === "on";
  // The master switch is the user menu's "Send me daily insights": one stored field, read and written by both.
  const master = submitted ? submittedOn(submitted.dailyInsights) : user.sendDailyInsights;
  const email = submitted ? submittedOn(submitted.emailDailyInsights) : user.emailDailyInsights;
  const sms = submitted ? submittedOn(submitted.smsDailyInsights) : user.smsDailyInsights;
  // The hour kept is the hour shown (and used): one outside the offered hours is listed as it is.
  const keptTime = user.deliveryTime;
  const hours: readonly string[] = isDeliveryHour(keptTime) ? DELIVERY_HOURS : [...DELIVERY_HOURS, keptTime].sort();

  const [form, fields] = useForm({ id: "delivery", lastResult: result });
  const [t, locale] = [useT(), useLocale()];
  // A refused save shows what was typed (the number, the hour), not what is stored.
  const typedPhone = typeof submitted?.phoneNumber === "string" ? submitted.phoneNumber : undefined;
  const typedTime = typeof submitted?.deliveryTime === "string" && isDeliveryHour(submitted.deliveryTime) ? submitted.deliveryTime : undefined;

  return (
    <section id="delivery" className="card" aria-labelledby="delivery-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="delivery-heading" className="text-xl font-semibold">
            {t("settings.deliveryTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("settings.deliveryIntro")}</p>
        </div>
        <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950">{t("settings.planPremium")}</span>
      </div>
      {locked ? (
        <div className="mt-4 rounded-lg border border-gold-300 bg-night-50 p-3 text-sm text-night-950 dark:border-gold-700 dark:bg-night-900 dark:text-night-50">
          <p>{t("settings.deliveryPremium")}</p>
          <Link to="/pricing" className="link font-semibold">
            {t("settings.upgrade")}
          </Link>
        </div>
      ) : !defaults.hasProfile ? (
        <p className="mt-4 rounded-lg border border-night-200 p-3 text-sm dark:border-night-800">
          {t("settings.chartFirst")}
          <Link to="/profile" className="link font-semibold">
            {t("settings.createChart")}
          </Link>
          {t("settings.toStart")}
        </p>
      ) : null}
      <IntentForm form={form} intent="delivery" failure={t("settings.updateFailed")} className="mt-4 space-y-5" data-enhance="">
        <fieldset disabled={locked} className="space-y-5 disabled:opacity-70">
          <legend className="sr-only">{t("settings.channelsLegend")}</legend>
          <Switch
            id="delivery-master"
            name="dailyInsights"
            label={t("settings.sendDaily")}
            description={{ on: t("settings.masterOn"), off: t("settings.masterOff") }}
            checked={master}
          />
          <Switch id="delivery-email" name="emailDailyInsights" label={t("settings.email")} description={t("settings.emailSwitch")} checked={email} />
          <Switch id="delivery-sms" name="smsDailyInsights" label={t("settings.sms")} description={t("settings.smsSwitch")} checked={sms} />
          {/* Always in the server's HTML; the script takes it out while SMS is off. */}
          <div data-sms-phone="">
            <label htmlFor="delivery-phone" className="label">
              {t("settings.phoneLabel")}
            </label>
            <input
              id="delivery-phone"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              className="input"
              placeholder="+14155550123"
              defaultValue={typedPhone ?? user.phoneNumber ?? ""}
              aria-invalid={fields.phoneNumber.errors?.length ? true : undefined}
              aria-describedby={["delivery-phone-hint", fields.phoneNumber.errors?.length ? "delivery-phone-error" : ""].join(" ").trim()}
            />
            <p id="delivery-phone-hint" className="hint">
              {defaults.phoneCountry ? t("settings.phoneHintCountry", { country: defaults.phoneCountry }) : t("settings.phoneHint")}
              <span data-sms-off-only="">{t("settings.smsOnly")}</span>
              {t("settings.codeNote")}
            </p>
            {/* The words agreed to, recorded with the consent once the number is confirmed (app/services/phone-verification.server.ts). */}
            <p className="hint">{t("settings.smsConsent")}</p>
            <ErrorList id="delivery-phone-error" errors={fields.phoneNumber.errors} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="delivery-time" className="label">
                {t("settings.deliveryTime")}
              </label>
              <select
                id="delivery-time"
                name="deliveryTime"
                className="input"
                defaultValue={typedTime ?? keptTime}
                aria-invalid={fields.deliveryTime.errors?.length ? true : undefined}
                aria-describedby={fields.deliveryTime.errors?.length ? "delivery-time-error" : "delivery-time-hint"}
              >
                {hours.map((hour) => (
                  <option key={hour} value={hour}>
                    {locale === "en" ? deliveryHourLabel(hour) : wallTime({ hour: Number(hour.slice(0, 2)), minute: Number(hour.slice(3, 5)) }, locale)}
                  </option>
                ))}
              </select>
              <p id="delivery-time-hint" className="hint">
                {t("settings.yourTime", { clock: defaults.clock.label })}
                <a href="#clock" className="link">
                  {t("settings.changeZone")}
                </a>
              </p>
              <ErrorList id="delivery-time-error" errors={fields.deliveryTime.errors} />
            </div>
          </div>
          <div className="flex justify-end">
            {/* btn-primary's dark background (night-500) is 4.2:1 with white; night-600 passes AA. */}
            <button
              type="submit"
              className="btn bg-night-700 text-white hover:bg-night-800 dark:bg-night-600 dark:hover:bg-night-700"
              data-pending-text={t("settings.saving")}
            >
              {t("settings.saveChanges")}
            </button>
          </div>
        </fieldset>
      </IntentForm>
      {!locked && user.phoneNumber && phone ? <PhoneCheck number={user.phoneNumber} status={phone} result={phoneResult} /> : null}
    </section>
  );
}
