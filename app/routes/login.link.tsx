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

const messages = constraintMessages(signInLinkRequestSchema);

// Served without the framework's JavaScript (public JS budget); app/browser/enhance.ts validates as you type.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Sign in with a link - Three Skies" }, { name: "robots", content: "noindex" }];

/** With ?token= (from the email) the page offers the sign-in button; opening the link alone spends nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("token");
  return { token: token && token.length <= 200 ? token : null };
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
  );
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const lastResult = actionData && "result" in actionData ? (actionData.result as never) : undefined;
  const [form, fields] = useSchemaForm(signInLinkRequestSchema, { id: "sign-in-link", lastResult, shouldValidate: "onSubmit" });
  if (sent) {
    return (
      <EmailSent email={sent} sentWhat="a one-time sign-in link" note={`It works once, within ${SIGN_IN_LINK_MINUTES} minutes, and leaves your password as it is.`}>
        <BackToLogin />
      </EmailSent>
    );
  }
  if (loaderData.token) {
    return (
      <AuthLayout title="Sign in with your link" subtitle="One click and you are in. The link then stops working.">
        <Form method="post" reloadDocument className="space-y-4">
          <FormAlert title="Sign-in failed" message={form.errors?.[0]} id={form.errorId} />
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="btn-primary w-full" disabled={pending} data-pending-text="Signing in...">
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/login/link" className="link">
            Ask for a new link
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in with a link" subtitle="We email you a link that signs you in once, without your password.">
      <EmailLinkForm form={form} email={fields.email} messages={messages.email} submitLabel="Email Me a Sign-In Link" />
    </AuthLayout>
  );
}
