import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/reset-password";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { ToastView } from "~/components/toaster";
import { ErrorList } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { resetPasswordSchema } from "~/schemas/auth";
import { constraintMessages, messageAttributes } from "~/schemas/constraint-messages";
import { resetPassword } from "~/services/auth.server";
import { formAction, formError, readForm, shown } from "~/http/responses.server";
import { unlessRefused } from "./refusals.server";
import { rateLimit } from "~/services/rate-limit.server";

const messages = constraintMessages(resetPasswordSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password - Three Skies" }];

export const loader = async ({ request }: Route.LoaderArgs) => ({ token: new URL(request.url).searchParams.get("token") ?? "" });

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("passwordReset", context.clientIp);
      const submission = await parseWithZod(await readForm(request), { schema: resetPasswordSchema });
      if (submission.status !== "success") return { data: { done: false, result: submission.reply({ hideFields: ["password"] }) }, status: 400 };
      return unlessRefused(async () => {
        await resetPassword(submission.value.token, submission.value.password);
        return { data: { done: true, result: null } };
      }, (error) => shown(error, { done: false, result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }) }));
    },
    (error) => shown(error, { done: false, result: formError(error.message) }),
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const [showPassword, setShowPassword] = useState(false);
  const [form, fields] = useSchemaForm(resetPasswordSchema, { id: "reset-password", lastResult: actionData?.result as never, shouldValidate: "onSubmit" });

  if (!loaderData.token) {
    return (
      <AuthLayout title="Invalid Reset Link">
        {/* The product's toast, rendered by the page itself (it is served without the framework's JavaScript). */}
        <ToastView message={{ title: "Invalid reset link", description: "This password reset link is missing the required token", variant: "destructive" }} />
        <FormAlert title="Invalid reset link" message="This password reset link is missing the required token" />
        <Link to="/forgot-password" className="btn-primary mt-6 w-full">
          Request a new reset link
        </Link>
      </AuthLayout>
    );
  }
  if (actionData?.done) {
    return (
      <AuthLayout title="Password Reset Complete">
        <div role="status" className="space-y-1 text-sm">
          <p className="font-semibold text-night-800 dark:text-night-200">Password reset successfully</p>
          <p>Your password has been reset successfully. Sign in with your new password.</p>
        </div>
        <Link to="/login" className="btn-primary mt-6 w-full">
          Go to Login
        </Link>
      </AuthLayout>
    );
  }
  const passwordProps = getInputProps(fields.password, { type: showPassword ? "text" : "password" });
  return (
    <AuthLayout title="Choose a new password" subtitle="At least 8 characters.">
      <Form method="post" className="space-y-4" data-enhance="" {...getFormProps(form)}>
        <FormAlert title="Reset failed" message={form.errors?.[0]} id={form.errorId} />
        <input type="hidden" name="token" value={loaderData.token} />
        <div data-field="">
          <label htmlFor={fields.password.id} className="label">
            New password
          </label>
          <div className="flex gap-2">
            <input
              {...passwordProps}
              {...messageAttributes(messages.password)}
              className="input"
              autoComplete="new-password"
              aria-invalid={fields.password.errors ? true : undefined}
              aria-describedby={fields.password.errors ? fields.password.errorId : undefined}
            />
            <button type="button" className="btn-outline shrink-0" onClick={() => setShowPassword((value) => !value)} aria-pressed={showPassword} data-toggle-password={fields.password.id}>
              {showPassword ? "Hide" : "Show"}
            </button>
          </div>
          <ErrorList id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text="Resetting...">
          {pending ? "Resetting..." : "Reset Password"}
        </button>
      </Form>
    </AuthLayout>
  );
}
