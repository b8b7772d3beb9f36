import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { FormAlert } from "~/components/form-alert";
import { DeliveryCard } from "~/components/settings/delivery-card";
import { PaymentProcessingCard, SubscriptionCard } from "~/components/settings/subscription-card";
import { SupportCard } from "~/components/settings/support-card";
import { CalendarCard } from "~/components/settings/calendar-card";
import { isPremium } from "~/models/user.server";
import { calendarLink, createCalendarLink, revokeCalendarLink } from "~/services/forecast.server";
import { LogoutButton } from "~/components/logout-button";
import { ThemeSwitch } from "~/components/theme-switch";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/components/use-hydrated";
import { changePasswordSchema } from "~/schemas/auth";
import { supportRequestSchema } from "~/schemas/billing";
import { preferencesSchema } from "~/schemas/preferences";
import { changePassword, requireUser } from "~/services/auth.server";
import { openBillingPortal, settingsBilling } from "~/services/billing.server";
import { HttpError, readForm } from "~/http/responses.server";
import type { User } from "~/models/user.server";
import { deliveryDefaults, updatePreferences } from "~/services/preferences.server";
import { rateLimit } from "~/services/rate-limit.server";
import { readSessionId } from "~/services/session.server";
import { sendSupportRequest } from "~/services/support.server";
import { flashToast } from "~/http/toast.server";
import { useRootData } from "~/root-data";

export const meta: Route.MetaFunction = () => [{ title: "Settings - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const billing = await settingsBilling(request, user);
  return { billing, delivery: await deliveryDefaults(user), calendarUrl: isPremium(user) ? await calendarLink(user.id) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "portal") return openBillingPortal(user, context.clientIp);
  if (intent === "calendar-link" || intent === "calendar-revoke") {
    try {
      rateLimit("write", context.clientIp);
      if (intent === "calendar-revoke") await revokeCalendarLink(user.id);
      else await createCalendarLink(user);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return data({ intent: null, result: null, message: error.message }, { status: error.status });
    }
    const toast = intent === "calendar-revoke" ? { title: "Calendar link revoked", description: "The old link no longer works." } : { title: "Calendar link ready", description: "Subscribe to it in your calendar app." };
    return redirect("/settings#calendar", { headers: { "Set-Cookie": await flashToast(toast) } });
  }
  if (intent === "support") return supportFormAction(user, formData, context.clientIp);
  if (intent === "delivery") return deliveryFormAction(user, formData);
  if (intent === "change-password") {
    const submission = await parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply({ hideFields: ["oldPassword", "newPassword", "confirmPassword"] }) }, { status: 400 });
    }
    try {
      rateLimit("auth", context.clientIp);
      await changePassword(user, await readSessionId(request), submission.value.oldPassword, submission.value.newPassword);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: error.errors,
            formErrors: error.errors ? undefined : [error.message],
            hideFields: ["oldPassword", "newPassword", "confirmPassword"],
          }),
        },
        { status: error.status },
      );
    }
    throw redirect("/settings", {
      headers: { "Set-Cookie": await flashToast({ title: "Password changed", description: "Your other sessions have been signed out." }) },
    });
  }
  return data({ intent: null, result: null }, { status: 400 });
}

/** The settings page's "delivery" intent: same schema and service as the API, answered for Conform. */
async function deliveryFormAction(user: User, formData: FormData) {
  const intent = "delivery" as const;
  const submission = parseWithZod(formData, { schema: preferencesSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    await updatePreferences(user, submission.value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data(
      { intent, result: submission.reply({ fieldErrors: error.errors, formErrors: error.errors ? undefined : [error.message] }) },
      { status: error.status },
    );
  }
  throw redirect("/settings", {
    headers: { "Set-Cookie": await flashToast({ title: "Preferences updated", description: "Your preferences have been saved successfully" }) },
  });
}

/** The settings action's "support" intent: validate, send, and come back with a toast. */
async function supportFormAction(user: User, formData: FormData, clientIp: string) {
  const submission = parseWithZod(formData, { schema: supportRequestSchema });
  if (submission.status !== "success") return data({ intent: "support" as const, result: submission.reply() }, { status: 400 });
  try {
    rateLimit("write", clientIp);
    const { priority } = await sendSupportRequest(user, submission.value);
    throw redirect("/settings", {
      headers: {
        "Set-Cookie": await flashToast({
          title: "Message sent",
          description: priority
            ? `Thanks! Your priority request is in; we will reply to ${user.email}.`
            : `Thanks! We will reply to ${user.email} as soon as we can.`,
        }),
      },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ intent: "support" as const, result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user;
  if (!user) return null;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/profile" className="btn-ghost">
          <span aria-hidden="true">←</span> Back to Profile
        </Link>
        <div className="flex items-center gap-2">
          <ThemeSwitch />
          <LogoutButton />
        </div>
      </div>
      <h1 className="mb-6 text-3xl font-semibold">Settings</h1>
      <div className="space-y-6">
        {loaderData.billing.processing ? <PaymentProcessingCard refreshSeconds={loaderData.billing.processing.refreshSeconds} /> : null}
        <SubscriptionCard summary={loaderData.billing.subscription} actionError={actionData && "message" in actionData ? actionData.message : null} />
        <DeliveryCard user={user} defaults={loaderData.delivery} result={actionData?.intent === "delivery" ? actionData.result : undefined} />
        <CalendarCard premium={user.premium} url={loaderData.calendarUrl} />
        <section className="card" aria-labelledby="account-heading">
          <h2 id="account-heading" className="text-xl font-semibold">
            Account Information
          </h2>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">Email</dt>
            <dd>{user.email}</dd>
            <dt className="text-slate-600 dark:text-slate-300">Username</dt>
            <dd>{user.username || "Not set"}</dd>
          </dl>
        </section>
        <ChangePasswordCard result={actionData?.intent === "change-password" ? actionData.result : undefined} />
        <SupportCard premium={user.premium} result={actionData?.intent === "support" ? actionData.result : undefined} />
      </div>
    </main>
  );
}

// The schema's constraints are the same on every render: derived once.
const changePasswordConstraint = getZodConstraint(changePasswordSchema);

function ChangePasswordCard({ result }: { result: unknown }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [filled, setFilled] = useState({ oldPassword: false, newPassword: false, confirmPassword: false });
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: navigation.state === "idle" ? (result as never) : undefined,
    constraint: changePasswordConstraint,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-password";
  const allFilled = filled.oldPassword && filled.newPassword && filled.confirmPassword;
  const track = (name: keyof typeof filled) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFilled((current) => ({ ...current, [name]: event.target.value.length > 0 }));
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change Password
      </h2>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <FormAlert title="Failed to change password" message={form.errors?.[0]} id={form.errorId} />
        <Field
          label="Current password"
          errors={fields.oldPassword.errors}
          inputProps={{ ...getInputProps(fields.oldPassword, { type: "password" }), autoComplete: "current-password", onChange: track("oldPassword") }}
        />
        <Field
          label="New password"
          errors={fields.newPassword.errors}
          inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password", onChange: track("newPassword") }}
        />
        <Field
          label="Confirm new password"
          errors={fields.confirmPassword.errors}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password", onChange: track("confirmPassword") }}
        />
        {/* Disabled until all three are filled once JavaScript runs; without it the server validates. */}
        <button type="submit" className="btn-primary" disabled={pending || (hydrated && !allFilled)}>
          {pending ? "Changing..." : "Change Password"}
        </button>
      </Form>
    </section>
  );
}
