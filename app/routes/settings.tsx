import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/settings";
import { DeliveryCard } from "~/components/settings/delivery-card";
import { PaymentProcessingCard, PremiumWelcomeCard, SubscriptionCard } from "~/components/settings/subscription-card";
import { SupportCard } from "~/components/settings/support-card";
import { ChangePasswordCard } from "~/components/settings/password-card";
import { changePasswordOutcome, passwordChecks } from "./password-form.server";
import { CalendarCard } from "~/components/settings/calendar-card";
import { DataCard } from "~/components/settings/data-card";
import { PushCard } from "~/components/settings/push-card";
import { pushDeviceSchema } from "~/schemas/push";
import { listDevices, removeDevice } from "~/services/push.server";
import { SexCard } from "~/components/settings/sex-card";
import { ConventionsCard } from "~/components/settings/conventions-card";
import { ShareChartCard } from "~/components/settings/share-card";
import { shareCardSchema } from "~/schemas/share-card";
import { publishShareCard, shareCardForm, unpublishShareCard } from "~/services/share-card.server";
import { sexSchema } from "~/schemas/chinese";
import { profileSettingsSchema } from "~/schemas/profile-settings";
import { profileSettings, setProfileSex, updateProfileSettings } from "~/services/profile.server";
import { EmailCard, type FormChecks } from "~/components/settings/email-card";
import { constraintMessages } from "~/schemas/constraint-messages";
import { suggestDeviceName } from "~/domain/push";
import { changeEmailSchema } from "~/schemas/account-email";
import { pendingEmailChange, requestEmailChange, resendVerification } from "~/services/account-email.server";
import { isPremium } from "~/models/user.server";
import { calendarLink, createCalendarLink, revokeCalendarLink } from "~/services/forecast.server";
import { PreferencesDialogPlain } from "~/components/preferences-dialog";
import { AppHeader } from "~/components/site-header";
import { supportRequestSchema } from "~/schemas/billing";
import { PAYMENT_FLAG_COOKIE, PAYMENT_POLL_INTERVAL_MS, PAYMENT_WAIT_MS, upgradeReason } from "~/domain/payment-wait";
import { preferencesSchema, zoneSearchSchema } from "~/schemas/preferences";
import { memberClock, ZONE_PLACE_REQUIRED, type MemberClock } from "~/domain/member-zone";
import { zoneOffset } from "~/domain/zone-options";
import { zoneName } from "~/i18n/format";
import { ZoneCard } from "~/components/settings/zone-card";
import { LanguageCard } from "~/components/settings/language-card";
import { isLocale, type Locale } from "~/i18n/locales";
import { localizedChecks, memberLocale, message, viewMessages, type MessageValues } from "~/i18n/messages.server";
import { useT } from "~/i18n/use-t";
import { applyPlaceChoice, findPlaces } from "./chart-forms.server";
import { checkedForm, refusalReply, unlessRefused } from "./refusals.server";
import { requireUser } from "~/http/guards.server";
import { requestLocale } from "~/i18n/request.server";
import { createPortalSession } from "~/services/billing/checkout.server";
import { subscriptionSummary } from "~/services/billing/plans.server";
import { formAction, formError, HttpError, readForm, shown } from "~/http/responses.server";
import type { User } from "~/models/user.server";
import { readCookie, signedCookie } from "~/http/cookies.server";
import { routedUrl } from "~/http/paths";
import { deliveryDefaults, updatePreferences } from "~/services/preferences.server";
import { rateLimit } from "~/services/rate-limit.server";
import { sendSupportRequest } from "~/services/support.server";
import { phoneStatus, sendPhoneCode, verifyPhoneCode } from "~/services/phone-verification.server";
import { phoneCodeSchema } from "~/schemas/phone";
import { flashToast } from "~/http/toast.server";
import { useRootData } from "~/root-data";
import { PAGE_SCRIPTS } from "~/browser/scripts";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["settings.title"] }];

// Served without the framework's JavaScript (decision 004): app/browser/enhance-settings.ts adds what needs a script.
export const handle = { hydrate: false, enhance: PAGE_SCRIPTS.settings };

/** Set by /settings?payment_success=true; readable by the page's script so polling can clear it. */
const paymentFlagCookie = signedCookie(PAYMENT_FLAG_COOKIE, { path: "/settings", httpOnly: false, maxAge: 120 });

/**
 * The billing part of the loader: `?payment_success=true` becomes a short flag cookie; while it is set and the
 * member is not yet Premium the page shows "Processing…"; once Premium, or after 30 s, the spec's toast.
 */
async function settingsBilling(request: Request, user: User) {
  const url = routedUrl(request);
  if (url.searchParams.get("payment_success") === "true") {
    url.searchParams.delete("payment_success");
    throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await paymentFlagCookie().serialize(Date.now()) } });
  }
  const started: unknown = await readCookie(paymentFlagCookie(), request);
  let processing: { refreshSeconds: number } | null = null;
  if (typeof started === "number") {
    const finished = isPremium(user) || Date.now() - started >= PAYMENT_WAIT_MS || started > Date.now() + 60_000;
    if (finished) {
      const headers = new Headers();
      headers.append("Set-Cookie", await paymentFlagCookie().serialize("", { maxAge: 0, expires: new Date(0) }));
      headers.append(
        "Set-Cookie",
        await flashToast(isPremium(user) ? { title: say(user, "settings.paymentDone"), description: say(user, "settings.premiumWelcome") } : { title: say(user, "settings.paymentProcessing"), description: say(user, "settings.paymentWait") }),
      );
      // Paid: the page welcomes them and offers the way back to what they came for.
      if (isPremium(user)) url.searchParams.set("welcome", "premium");
      else url.searchParams.delete("from");
      throw redirect(url.pathname + url.search, { headers });
    }
    processing = { refreshSeconds: PAYMENT_POLL_INTERVAL_MS / 1000 };
  }
  const welcome = isPremium(user) && url.searchParams.get("welcome") === "premium" ? { from: upgradeReason(url.searchParams.get("from")) } : null;
  return { subscription: subscriptionSummary(user), processing, welcome };
}

// The forms' browser checks (required, lengths) and their messages come from their schemas, read here
// on the server: the schemas and Zod stay out of the page's JavaScript, and every message is the server's.
let constraints: Record<"email" | "password" | "support" | "share", FormChecks> | undefined;
function formConstraints() {
  constraints ??= {
    email: { constraint: getZodConstraint(changeEmailSchema), messages: constraintMessages(changeEmailSchema) },
    password: passwordChecks(),
    support: { constraint: getZodConstraint(supportRequestSchema), messages: constraintMessages(supportRequestSchema) },
    // The name only: an unticked box is absent from the post (a "no"), never a missing answer.
    share: { constraint: { displayName: getZodConstraint(shareCardSchema).displayName! }, messages: { displayName: constraintMessages(shareCardSchema).displayName! } },
  };
  return constraints;
}

/** The member's clock named in their language through Intl ("英国时间 (UTC+0)"); English keeps the zone's place. */
const clockIn = (clock: MemberClock, locale: Locale): MemberClock =>
  locale === "en" ? clock : { ...clock, label: `${zoneName(clock.zone, Date.now(), locale, "longGeneric")} (${zoneOffset(clock.zone, new Date())})` };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const billing = await settingsBilling(request, user);
  const profile = await profileSettings(user.id);
  const [locale, { country, ...delivery }] = [memberLocale(user), await deliveryDefaults(user)];
  // The country a number is dialled in, named in the member's language.
  const phoneCountry = locale === "en" || !country ? delivery.phoneCountry : new Intl.DisplayNames([locale], { type: "region" }).of(country);
  return {
    billing,
    delivery: { ...delivery, clock: clockIn(delivery.clock, locale), phoneCountry },
    phone: await phoneStatus(user),
    calendarUrl: isPremium(user) ? await calendarLink(user.id) : null,
    pendingEmail: await pendingEmailChange(user.id),
    sex: profile.sex,
    pushDevices: await listDevices(user),
    // The name offered for this browser when it subscribes ("Chrome on Android").
    deviceName: suggestDeviceName(request.headers.get("user-agent") ?? ""),
    conventions: profile.conventions,
    share: await shareCardForm(user, profile.hasProfile),
    // The forms' browser checks speak the member's language too.
    constraints: Object.fromEntries(Object.entries(formConstraints()).map(([form, checks]) => [form, { ...checks, messages: localizedChecks(memberLocale(user), checks.messages) }])) as ReturnType<typeof formConstraints>,
    messages: viewMessages(locale, "settings"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  let intent: unknown = null;
  return formAction(
    async () => {
      const formData = await readForm(request);
      intent = formData.get("intent");
      return settingsOutcome(request, user, formData, context.clientIp);
    },
    // An expected failure outside a form's own fields (the portal, the calendar link, a body too large)
    // shows on the subscription card; the portal's intent says so.
    (error) => shown(error, { intent: intent === "portal" ? ("portal" as const) : null, result: null, message: error.message }),
    requestLocale(request, user),
  );
}

/** A toast's words in the member's language. */
const say = (user: User, key: string, values?: MessageValues) => message(memberLocale(user), key, values);

/** Every form of the settings page, by its intent. */
async function settingsOutcome(request: Request, user: User, formData: FormData, clientIp: string) {
  const intent = formData.get("intent");
  switch (intent) {
    case "portal":
      // Off to the billing portal; an error shows on the subscription card.
      await rateLimit("write", clientIp);
      return { redirect: (await createPortalSession(user)).url };
    case "calendar-link":
    case "calendar-revoke": {
      await rateLimit("write", clientIp);
      if (intent === "calendar-revoke") await revokeCalendarLink(user.id);
      else await createCalendarLink(user);
      const toast = intent === "calendar-revoke" ? { title: say(user, "settings.calendarRevoked"), description: say(user, "settings.oldLinkDead") } : { title: say(user, "settings.calendarReady"), description: say(user, "settings.subscribeInApp") };
      return { redirect: "/settings#calendar", toast };
    }
    case "push-remove":
      return pushRemoveOutcome(user, formData, clientIp);
    case "conventions":
      return conventionsOutcome(user, formData, clientIp);
    case "share-card":
    case "share-unpublish":
      return shareOutcome(user, intent, formData, clientIp);
    case "support":
      return supportOutcome(user, formData, clientIp);
    case "sex":
      return sexOutcome(user, formData, clientIp);
    case "delivery":
    case "language":
      return preferencesOutcome(user, formData, intent);
    case "zone-search":
      return zoneSearchOutcome(formData, clientIp);
    case "zone":
      return zoneOutcome(user, formData, clientIp);
    case "resend-verification":
      return resendOutcome(user);
    case "change-email":
      return changeEmailOutcome(user, formData, clientIp);
    case "phone-code":
    case "phone-resend":
      return phoneOutcome(user, intent, formData);
    case "change-password":
      return changePasswordOutcome(request, user, formData, clientIp, "/settings");
    default:
      return { data: { intent: null, result: null, message: "Unknown action" }, status: 400 };
  }
}

/** "Send the link again" for an unconfirmed address; its error shows on the email card. */
async function resendOutcome(user: User) {
  return unlessRefused(async () => {
    await resendVerification(user);
    return { redirect: "/settings#email", toast: { title: say(user, "settings.linkSent"), description: say(user, "settings.linkSentText", { email: user.email }) } };
  }, (error) => shown(error, { intent: "resend-verification" as const, resendError: error.message }));
}

/** The "push-remove" intent of the notifications card: same schema and service as DELETE /api/user/push-subscriptions. */
async function pushRemoveOutcome(user: User, formData: FormData, clientIp: string) {
  return unlessRefused(async () => {
    await rateLimit("write", clientIp);
    const which = pushDeviceSchema.safeParse({ id: formData.get("id") ?? undefined });
    if (!which.success) throw new HttpError(400, which.error.issues[0]!.message);
    await removeDevice(user, which.data);
    return { redirect: "/settings#notifications", toast: { title: say(user, "settings.deviceRemoved"), description: say(user, "settings.deviceRemovedText") } };
  }, (error) => shown(error, { intent: "push-remove" as const, pushError: error.message }));
}

/** The settings page's "change-email" intent: same schema and service as /api/user/change-email. */
async function changeEmailOutcome(user: User, formData: FormData, clientIp: string) {
  return checkedForm(formData, changeEmailSchema, "change-email", async (value) => {
    await rateLimit("auth", clientIp);
    const { email } = await requestEmailChange(user, value);
    return { redirect: "/settings#email", toast: { title: say(user, "settings.checkInbox"), description: say(user, "settings.changeSentText", { email }) } };
  }, ["password"]);
}

/** The settings page's "sex" intent: same schema and service as PATCH /api/profile and the Chinese tab. */
async function sexOutcome(user: User, formData: FormData, clientIp: string) {
  return checkedForm(formData, sexSchema, "sex", async (value) => {
    await rateLimit("write", clientIp);
    await setProfileSex(user.id, value);
    return { redirect: "/settings#sex", toast: { title: say(user, "settings.saved"), description: say(user, "settings.pillarsFollow") } };
  });
}

/** The settings page's "conventions" intent: same schema and service as PATCH /api/profile; a change recomputes the chart. */
async function conventionsOutcome(user: User, formData: FormData, clientIp: string) {
  return checkedForm(formData, profileSettingsSchema, "conventions", async (value) => {
    await rateLimit("write", clientIp);
    await updateProfileSettings(user.id, value);
    return { redirect: "/settings#conventions", toast: { title: say(user, "settings.saved"), description: say(user, "settings.chartRecomputed") } };
  });
}

/** "share-card" publishes or updates the card, "share-unpublish" withdraws it: as /api/user/share-card. */
async function shareOutcome(user: User, intent: "share-card" | "share-unpublish", formData: FormData, clientIp: string) {
  const answer = "share-card" as const;
  const submission = intent === "share-card" ? parseWithZod(formData, { schema: shareCardSchema }) : null;
  return unlessRefused(async () => {
    await rateLimit("write", clientIp);
    if (!submission) {
      await unpublishShareCard(user);
      return { redirect: "/settings#share", toast: { title: say(user, "settings.cardUnpublished"), description: say(user, "settings.cardUnpublishedText") } };
    }
    if (submission.status !== "success") {
      // Only the name has an error of its own on the form; a bad tick box is told at the top.
      const result = submission.reply({ formErrors: submission.error?.displayName ? undefined : [say(user, "settings.checkForm")] });
      return { data: { intent: answer, result }, status: 400 };
    }
    const { created } = await publishShareCard(user, submission.value);
    const [title, description] = created ? ["settings.cardPublished", "settings.cardPublishedText"] : ["settings.cardUpdated", "settings.cardUpdatedText"];
    return { redirect: "/settings#share", toast: { title: say(user, title), description: say(user, description) } };
  }, (error) => shown(error, { intent: answer, result: submission ? refusalReply(submission, error) : formError(error.message) }));
}

/** The settings page's "delivery" and "language" intents: same schema and service as the API, answered for Conform. */
async function preferencesOutcome(user: User, formData: FormData, intent: "delivery" | "language") {
  return checkedForm(formData, preferencesSchema, intent, async (value) => {
    const saved = await updatePreferences(user, value);
    if (intent === "language" && isLocale(saved.locale)) return { redirect: "/settings#language", toast: { title: message(saved.locale, "frame.languageSaved") } };
    return { redirect: "/settings", toast: { title: say(user, "settings.preferencesUpdated"), description: say(user, "settings.preferencesSaved") } };
  });
}

/** "Your time zone": the places the words typed may mean, for the member to choose from (JavaScript not needed). */
async function zoneSearchOutcome(formData: FormData, clientIp: string) {
  const intent = "zone-search" as const;
  const submission = parseWithZod(formData, { schema: zoneSearchSchema });
  if (submission.status !== "success") return { data: { intent, result: submission.reply(), search: null }, status: 400 };
  const searched = submission.value.zoneQuery;
  return unlessRefused(
    async () => ({ data: { intent, result: submission.reply(), search: { searched, places: await findPlaces(searched, clientIp) } } }),
    (error) => shown(error, { intent, result: submission.reply({ fieldErrors: { zoneQuery: [error.message] } }), search: null }),
  );
}

/** "Your time zone": the place chosen ("lat|lon|name") gives the zone, through the preferences schema and service. */
async function zoneOutcome(user: User, formData: FormData, clientIp: string) {
  const intent = "zone" as const;
  applyPlaceChoice(formData, "zoneChoice", "zonePlace", "zoneLatitude", "zoneLongitude");
  const query = formData.get("zoneQuery");
  formData.delete("zoneQuery");
  // Shown again on a refusal: the places of the same search, so another can be chosen.
  const again = async () => (typeof query === "string" && query.trim().length >= 3 ? { searched: query.trim(), places: await findPlaces(query.trim(), clientIp) } : null);
  const submission = parseWithZod(formData, { schema: preferencesSchema });
  if (submission.status === "success" && (submission.value.zoneLatitude === undefined || submission.value.zoneLongitude === undefined)) {
    return { data: { intent, result: submission.reply({ fieldErrors: { zoneLatitude: [ZONE_PLACE_REQUIRED] } }), search: await again() }, status: 400 };
  }
  if (submission.status !== "success") return { data: { intent, result: submission.reply(), search: await again() }, status: 400 };
  return unlessRefused(async () => {
    const clock = clockIn(memberClock((await updatePreferences(user, submission.value)).timezone, null), memberLocale(user));
    const place = submission.value.zonePlace?.split(",")[0]?.trim();
    const description = say(user, place ? "settings.zoneFollowsPlace" : "settings.zoneFollows", { place, clock: clock.label });
    return { redirect: "/settings#clock", toast: { title: say(user, "settings.zoneSaved"), description } };
  }, (error) => shown(error, { intent, result: refusalReply(submission, error), search: null }));
}

/** The delivery card's phone code forms: enter the code ("phone-code") or ask for a new one ("phone-resend"). */
async function phoneOutcome(user: User, intent: "phone-code" | "phone-resend", formData: FormData) {
  const answer = "phone-code" as const;
  if (intent === "phone-resend") {
    return unlessRefused(async () => {
      await sendPhoneCode(user);
      return { redirect: "/settings#delivery", toast: { title: say(user, "settings.codeSent"), description: say(user, "settings.codeSentText") } };
    }, (error) => shown(error, { intent: answer, result: formError(error.message) }));
  }
  return checkedForm(formData, phoneCodeSchema, answer, async ({ code }) => {
    await verifyPhoneCode(user, code);
    return { redirect: "/settings#delivery", toast: { title: say(user, "settings.phoneDone"), description: say(user, "settings.phoneDoneText") } };
  }, ["code"]);
}

/** The settings action's "support" intent: validate, send, and come back with a toast. */
async function supportOutcome(user: User, formData: FormData, clientIp: string) {
  return checkedForm(formData, supportRequestSchema, "support", async (value) => {
    await rateLimit("write", clientIp);
    const { priority } = await sendSupportRequest(user, value);
    const description = say(user, priority ? "settings.replyPriority" : "settings.replySoon", { email: user.email });
    return { redirect: "/settings", toast: { title: say(user, "settings.messageSent"), description } };
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user;
  const t = useT();
  if (!user) return null;
  return (
    <>
      <AppHeader user={user} />
      <PreferencesDialogPlain user={user} theme={root.theme} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <Link to="/profile" className="btn-ghost mb-4">
          <span aria-hidden="true">←</span> {t("settings.backToProfile")}
        </Link>
        <h1 className="mb-6 text-3xl font-semibold">{t("settings.heading")}</h1>
        <div className="space-y-6">
          {loaderData.billing.processing ? <PaymentProcessingCard refreshSeconds={loaderData.billing.processing.refreshSeconds} /> : null}
          {loaderData.billing.welcome ? <PremiumWelcomeCard from={loaderData.billing.welcome.from} /> : null}
          <SubscriptionCard summary={loaderData.billing.subscription} actionError={actionData && "message" in actionData ? actionData.message : null} />
          <EmailCard
            email={user.email}
            username={user.username}
            verified={user.emailVerified}
            pending={loaderData.pendingEmail}
            resendError={actionData && "resendError" in actionData ? actionData.resendError : null}
            changeResult={actionData?.intent === "change-email" ? actionData.result : undefined}
            checks={loaderData.constraints.email}
          />
          <ZoneCard
            clock={loaderData.delivery.clock}
            search={actionData && "search" in actionData ? actionData.search : null}
            searchResult={actionData?.intent === "zone-search" ? actionData.result : undefined}
            chooseResult={actionData?.intent === "zone" ? actionData.result : undefined}
          />
          <DeliveryCard
            user={user}
            defaults={loaderData.delivery}
            phone={loaderData.phone}
            result={actionData?.intent === "delivery" ? actionData.result : undefined}
            phoneResult={actionData?.intent === "phone-code" ? actionData.result : undefined}
          />
          <PushCard
            devices={loaderData.pushDevices}
            premium={user.premium}
            removeError={actionData && "pushError" in actionData ? actionData.pushError : null}
            suggestedName={loaderData.deviceName}
          />
          <CalendarCard premium={user.premium} url={loaderData.calendarUrl} />
          <ShareChartCard
            card={loaderData.share.card}
            hasProfile={loaderData.share.hasProfile}
            suggestedName={loaderData.share.suggestedName}
            result={actionData?.intent === "share-card" ? actionData.result : undefined}
            checks={loaderData.constraints.share}
          />
          <LanguageCard locale={isLocale(user.locale) ? user.locale : "en"} result={actionData?.intent === "language" ? actionData.result : undefined} />
          <SexCard answer={loaderData.sex} result={actionData?.intent === "sex" ? actionData.result : undefined} />
          <ConventionsCard conventions={loaderData.conventions} result={actionData?.intent === "conventions" ? actionData.result : undefined} />
          <ChangePasswordCard result={actionData?.intent === "change-password" ? actionData.result : undefined} checks={loaderData.constraints.password} />
          <SupportCard premium={user.premium} result={actionData?.intent === "support" ? actionData.result : undefined} checks={loaderData.constraints.support} />
          <DataCard />
        </div>
      </main>
    </>
  );
}
