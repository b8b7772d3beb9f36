import { parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/login.link";
import { AuthLayout, BackToLogin, EmailLinkForm, EmailSent } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { HONEYPOT_FIELD } from "~/components/honeypot";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { SIGN_IN_LINK_MINUTES, signInLinkRequestSchema, signInLinkSchema } from "~/schemas/auth";
import { constraintMessages } from "~/schemas/constraint-messages";
import { requireAnonymous } from "~/http/guards.server";
import { formAction, formError, HttpError, readForm, shown } from "~/http/responses.server";
import { createSession } from "~/http/session.server";
import { rateLimit } from "~/services/rate-limit.server";
import { requestSignInLink, signInWithLink } from "~/services/sign-in-link.server";
import { localizedChecks, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useT } from "~/i18n/use-t";

const messages = constraintMessages(signInLinkRequestSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["auth.linkTitle"] }, { name: "robots", content: "noindex" }];

/** With ?token= (from the email) the page offers the sign-in button; opening the link alone spends nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && token.length <= 200 ? token : null, messages: viewMessages(requestLocale(request), "auth"), checks: localizedChecks(requestLocale(request), messages) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("signInLink", context.clientIp);
      const formData = await readForm(request);
      if (formData.get("intent") === "use") {
        const submission = parseWithZod(formData, { schema: signInLinkSchema });
        if (submission.status !== "success") throw new HttpError(400, submission.error?.token?.[0] ?? "Sign-in link token is required");
        const user = await signInWithLink(submission.value.token);
        return { redirect: "/", headers: { "Set-Cookie": await createSession(user.id, false) } };
      }
      // Honeypot: invisible to people, often filled by scripts.
      if (formData.get(HONEYPOT_FIELD)) throw new HttpError(400, "Failed to send the sign-in link");
      const submission = await parseWithZod(formData, { schema: signInLinkRequestSchema });
      if (submission.status !== "success") return { data: { sent: null, result: submission.reply() }, status: 400 };
      await requestSignInLink(submission.value.email);
      return { data: { sent: submission.value.email, result: submission.reply({ resetForm: true }) } };
    },
    (error) => shown(error, { sent: null, result: formError(error.message) }),
    requestLocale(request),
  );
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const lastResult = actionData && "result" in actionData ? (actionData.result as never) : undefined;
  const [form, fields] = useSchemaForm(signInLinkRequestSchema, { id: "sign-in-link", lastResult, shouldValidate: "onSubmit" });
  const t = useT();
  if (sent) {
    return (
      <EmailSent email={sent} sent={t("auth.linkSent")} note={t("auth.linkNote", { minutes: SIGN_IN_LINK_MINUTES })}>
        <BackToLogin />
      </EmailSent>
    );
  }
  if (loaderData.token) {
    return (
      <AuthLayout title={t("auth.useLinkHeading")} subtitle={t("auth.useLinkSubtitle")}>
        <Form method="post" reloadDocument className="space-y-4">
          <FormAlert title={t("auth.signInFailed")} message={form.errors?.[0]} id={form.errorId} />
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text={t("auth.signingIn")}>
            {pending ? t("auth.signingIn") : t("auth.signIn")}
          </button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/login/link" className="link">
            {t("auth.askNewLink")}
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("auth.linkHeading")} subtitle={t("auth.linkSubtitle")}>
      <EmailLinkForm form={form} email={fields.email} messages={loaderData.checks.email} submitLabel={t("auth.emailMeSignInLink")} />
    </AuthLayout>
  );
}
