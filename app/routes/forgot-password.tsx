import { parseWithZod } from "@conform-to/zod";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/forgot-password";
import { AuthLayout, EmailLinkForm, EmailSent } from "~/components/auth-layout";
import { HONEYPOT_FIELD } from "~/components/honeypot";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { forgotPasswordSchema } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { requestPasswordReset } from "~/services/auth.server";
import { formAction, formError, HttpError, readForm, shown } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { localizedChecks, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useT } from "~/i18n/use-t";

const messages = constraintMessages(forgotPasswordSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["auth.forgotTitle"] }];

export const loader = ({ request }: Route.LoaderArgs) => ({ messages: viewMessages(requestLocale(request), "auth"), checks: localizedChecks(requestLocale(request), messages) });

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("passwordReset", context.clientIp);
      const formData = await readForm(request);
      // Honeypot: invisible to people, often filled by scripts.
      if (formData.get(HONEYPOT_FIELD)) throw new HttpError(400, "Failed to send reset email");
      const submission = await parseWithZod(formData, { schema: forgotPasswordSchema });
      if (submission.status !== "success") return { data: { sent: null, result: submission.reply() }, status: 400 };
      await requestPasswordReset(submission.value.email);
      return { data: { sent: submission.value.email, result: submission.reply({ resetForm: true }) } };
    },
    (error) => shown(error, { sent: null, result: formError(error.message) }),
    requestLocale(request),
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const lastResult = actionData && "result" in actionData ? (actionData.result as never) : undefined;
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: "forgot-password", lastResult, shouldValidate: "onSubmit" });
  const t = useT();
  if (sent) {
    return (
      <EmailSent email={sent} sent={t("auth.resetSent")} note={t("auth.resetExpires")}>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/forgot-password" reloadDocument className="btn-outline">
            {t("auth.sendAnother")}
          </Link>
          <Link to="/login" className="btn-primary">
            {t("auth.backToLogin")}
          </Link>
        </div>
      </EmailSent>
    );
  }
  return (
    <AuthLayout title={t("auth.forgotHeading")} subtitle={t("auth.forgotSubtitle")}>
      <EmailLinkForm form={form} email={fields.email} messages={loaderData.checks.email} submitLabel={t("auth.sendResetLink")} />
    </AuthLayout>
  );
}
