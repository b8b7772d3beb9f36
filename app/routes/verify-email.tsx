import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/verify-email";
import { AuthLayout } from "~/components/auth-layout";
import { FormAlert } from "~/components/form-alert";
import { getUser } from "~/http/guards.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { verifyEmailSchema } from "~/schemas/account-email";
import { confirmEmailLink, inspectEmailLink } from "~/services/account-email.server";
import { rateLimit } from "~/services/rate-limit.server";

// A plain page with one button: no framework JavaScript needed.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Confirm your email - Three Skies" }, { name: "robots", content: "noindex" }];

/**
 * Opening the link only shows what it will do: the change happens on the button, so a mail scanner
 * that fetches every link in a message confirms nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const user = await getUser(request);
  return { token, link: await inspectEmailLink(token, user), signedIn: user !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(
    async () => {
      await rateLimit("auth", context.clientIp);
      const parsed = verifyEmailSchema.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return { data: { done: null, error: parsed.error.issues[0]!.message }, status: 400 };
      const user = await getUser(request);
      const done = await confirmEmailLink(parsed.data.token, user);
      if (user) {
        const toast =
          done.purpose === "verify"
            ? { title: "Email confirmed", description: "Daily insight emails can now reach you." }
            : { title: "Email changed", description: `Your account now uses ${done.email}.` };
        return { redirect: "/settings", toast };
      }
      return { data: { done, error: null } };
    },
    (error) => shown(error, { done: null, error: error.message }),
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.done;
  if (done) {
    return (
      <AuthLayout title={done.purpose === "verify" ? "Email confirmed" : "Email changed"}>
        <div role="status" className="space-y-3 text-sm">
          <p>
            {done.purpose === "verify" ? (
              <>
                <strong>{done.email}</strong> is confirmed. Daily insight emails can now reach you when they are on in Settings.
              </>
            ) : (
              <>
                Your account now uses <strong>{done.email}</strong>. Sign in with it from now on.
              </>
            )}
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/login" className="btn-primary">
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }
  const { link, token, signedIn } = loaderData;
  const error = actionData?.error ?? (link.state === "ready" ? null : link.message);
  const ready = link.state === "ready" ? link : null;
  return (
    <AuthLayout
      title={ready?.purpose === "change" ? "Confirm your new email" : "Confirm your email"}
      subtitle={ready ? (ready.purpose === "change" ? `Move your account to ${ready.email}.` : `Confirm that ${ready.email} is yours.`) : undefined}
    >
      <FormAlert title="Nothing was confirmed" message={error ?? undefined} id="verify-email-error" />
      {ready ? (
        <Form method="post" reloadDocument className="mt-4 space-y-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary w-full">
            {ready.purpose === "change" ? "Use this address" : "Confirm my email"}
          </button>
        </Form>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? "/settings" : "/login"} className="link">
          {signedIn ? "Go to Settings" : "Sign in"}
        </Link>
      </p>
    </AuthLayout>
  );
}
