import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorList } from "~/components/ui/field";
import { FormAlert } from "~/components/form-alert";
import { useHydrated } from "~/components/use-hydrated";
import type { RootUser } from "~/root-data";
import { DELIVERY_HOURS, deliveryHourLabel, isDeliveryHour, settingsDeliveryTime } from "~/domain/delivery";
import { PhoneCheck, type PhoneStatus } from "~/components/settings/phone-check";
import { SMS_CONSENT_WORDING } from "~/domain/consent";
import { currentZoneName, timeZoneOptions, timeZoneOptionsHtml } from "~/domain/zone-options";

export type DeliveryDefaults = {
  timezone: string | null;
  birthZone: string | null;
  hasProfile: boolean;
  /** The country (in words) a number without "+" is read in: the chosen zone's, else the birth place's. */
  phoneCountry?: string | null;
};

function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? currentZoneName(zone) : null;
  } catch {
    return null;
  }
}

/** A checkbox drawn as a switch: still a real checkbox, so it posts without JavaScript. */
function Switch({
  id,
  name,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="hint">
          {description}
        </p>
      </div>
      {/* The hidden "off" comes first: when the box is ticked, its "on" is the last value and wins. */}
      <input type="hidden" name={name} value="off" disabled={disabled} />
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={name}
        value="on"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-description`}
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-night-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-600 dark:checked:bg-gold-400"
      />
    </div>
  );
}

/**
 * "Daily Insights Delivery" (docs/product.md#settings): email and SMS switches, the phone number (only while
 * SMS is on once JavaScript runs; always without it), the delivery hour (06:00-12:00, the user's local
 * time) and the timezone. Locked, with an upgrade link, for free users; the server enforces it (403).
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
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const locked = !user.premium;
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "delivery";
  // After a failed save (the server's reply, also without JavaScript) the switches show what was
  // submitted, not what is stored: a refused "SMS on without a phone" keeps SMS on next to its error.
  const submitted = result?.status === "error" ? (result.initialValue as Record<string, unknown> | null | undefined) : undefined;
  // Each switch posts a hidden "off" then, when ticked, "on": the last value is the switch's state.
  const submittedOn = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value) === "on";
  // The master switch is the user menu's "Send me daily insights": one stored field, read and written by both.
  const [master, setMaster] = useState(submitted ? submittedOn(submitted.dailyInsights) : user.sendDailyInsights);
  const [email, setEmail] = useState(submitted ? submittedOn(submitted.emailDailyInsights) : user.emailDailyInsights);
  const [sms, setSms] = useState(submitted ? submittedOn(submitted.smsDailyInsights) : user.smsDailyInsights);
  const initialZone = defaults.timezone ?? defaults.birthZone ?? "UTC";
  const [zone, setZone] = useState(initialZone);
  // With JavaScript and no saved zone, the browser's zone is the best guess.
  useEffect(() => {
    if (defaults.timezone) return;
    const guess = browserZone();
    if (guess) setZone(guess);
  }, [defaults.timezone]);
  // The shared zone list, the same in the browser as on the server (not sent with the page's data).
  const zones = useMemo(() => timeZoneOptions([defaults.timezone, defaults.birthZone, zone]), [defaults.timezone, defaults.birthZone, zone]);

  const [form, fields] = useForm({
    id: "delivery",
    lastResult: navigation.state === "idle" ? result : undefined,
  });
  const showPhone = !hydrated || sms;
  // A refused save shows what was typed (the number, the hour), not what is stored.
  const typedPhone = typeof submitted?.phoneNumber === "string" ? submitted.phoneNumber : undefined;
  const typedTime = typeof submitted?.deliveryTime === "string" && isDeliveryHour(submitted.deliveryTime) ? submitted.deliveryTime : undefined;

  return (
    <section id="delivery" className="card" aria-labelledby="delivery-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="delivery-heading" className="text-xl font-semibold">
            Daily Insights Delivery
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your personal horoscope every morning, by email or text message.</p>
        </div>
        <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950">Premium</span>
      </div>
      {locked ? (
        <div className="mt-4 rounded-lg border border-gold-300 bg-night-50 p-3 text-sm text-night-950 dark:border-gold-700 dark:bg-night-900 dark:text-night-50">
          <p>Daily insights delivery is a Premium feature.</p>
          <Link to="/pricing" className="link font-semibold">
            Upgrade to Premium
          </Link>
        </div>
      ) : !defaults.hasProfile ? (
        <p className="mt-4 rounded-lg border border-night-200 p-3 text-sm dark:border-night-800">
          Daily insights are written from your birth chart.{" "}
          <Link to="/profile" className="link font-semibold">
            Create your chart
          </Link>{" "}
          to start receiving them.
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delivery" />
        <FormAlert title="Update failed" message={form.errors?.[0]} id={form.errorId} />
        <fieldset disabled={locked} className="space-y-5 disabled:opacity-70">
          <legend className="sr-only">Delivery channels and time</legend>
          <Switch
            id="delivery-master"
            name="dailyInsights"
            label="Send me daily insights"
            description={
              master
                ? "On: your reading arrives by the channels below. The same switch as in Preferences."
                : "Paused: nothing is sent, whatever the channels below say. The same switch as in Preferences."
            }
            checked={master}
            disabled={locked}
            onChange={setMaster}
          />
          <Switch
            id="delivery-email"
            name="emailDailyInsights"
            label="Email"
            description="Receive your daily insights by email."
            checked={email}
            disabled={locked}
            onChange={setEmail}
          />
          <Switch
            id="delivery-sms"
            name="smsDailyInsights"
            label="SMS"
            description="Receive a short text with a link to the full reading."
            checked={sms}
            disabled={locked}
            onChange={setSms}
          />
          {showPhone ? (
            <div>
              <label htmlFor="delivery-phone" className="label">
                Phone Number
              </label>
              <input
                // Remount after a save so the field shows the number as stored (E.164).
                key={`${user.phoneNumber ?? ""}|${typedPhone ?? ""}`}
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
                {defaults.phoneCountry
                  ? `Include your country code (+1 for the US, +44 for the UK), or write the number as you dial it in ${defaults.phoneCountry}.`
                  : "Include your country code, e.g. +1 for the US or +44 for the UK."}
                {hydrated ? "" : " Needed only when SMS is on."} We text a
                6-digit code to confirm it; texts start once it is entered.
              </p>
              <p className="hint">{SMS_CONSENT_WORDING}</p>
              <ErrorList id="delivery-phone-error" errors={fields.phoneNumber.errors} />
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="delivery-time" className="label">
                Delivery Time
              </label>
              <select
                id="delivery-time"
                name="deliveryTime"
                className="input"
                key={typedTime ?? ""}
                defaultValue={typedTime ?? settingsDeliveryTime(user)}
                aria-invalid={fields.deliveryTime.errors?.length ? true : undefined}
                aria-describedby={fields.deliveryTime.errors?.length ? "delivery-time-error" : "delivery-time-hint"}
              >
                {DELIVERY_HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {deliveryHourLabel(hour)}
                  </option>
                ))}
              </select>
              <p id="delivery-time-hint" className="hint">
                In your local time.
              </p>
              <ErrorList id="delivery-time-error" errors={fields.deliveryTime.errors} />
            </div>
            <div>
              <label htmlFor="delivery-timezone" className="label">
                Timezone
              </label>
              <select
                id="delivery-timezone"
                name="timezone"
                className="input"
                value={zone}
                onChange={(event) => setZone(event.target.value)}
                aria-invalid={fields.timezone.errors?.length ? true : undefined}
                aria-describedby={fields.timezone.errors?.length ? "delivery-timezone-error" : undefined}
                // The options as one string, the same in the browser: see timeZoneOptionsHtml.
                dangerouslySetInnerHTML={{ __html: timeZoneOptionsHtml(zones, zone) }}
              />
              <ErrorList id="delivery-timezone-error" errors={fields.timezone.errors} />
            </div>
          </div>
          <div className="flex justify-end">
            {/* btn-primary's dark background (night-500) is 4.2:1 with white; night-600 passes AA. */}
            <button type="submit" className="btn bg-night-700 text-white hover:bg-night-800 dark:bg-night-600 dark:hover:bg-night-700" disabled={locked || pending}>
              {pending ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </fieldset>
      </Form>
      {!locked && user.phoneNumber && phone ? <PhoneCheck number={user.phoneNumber} status={phone} result={phoneResult} /> : null}
    </section>
  );
}
