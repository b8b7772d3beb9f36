import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/verify-email";
import { FormAlert } from "~/components/form-alert";
import { getUser } from "~/http/guards.server";
import { formAction, readForm, shown } from "~/http/responses.server";
import { verifyEmailSchema } from "~/schemas/account-email";
import { confirmEmailLink, inspectEmailLink } from "~/services/account-email.server";
import { rateLimit } from "~/services/rate-limit.server";
import { formMessage, translator, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useT } from "~/i18n/use-t";
import { AuthLayout, WithEmail } from "~/components/auth-layout";

// A plain page with one button: no framework JavaScript needed.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["auth.verifyTitle"] }, { name: "robots", content: "noindex" }];

/**
 * Opening the link only shows what it will do: the change happens on the button, so a mail scanner
 * that fetches every link in a message confirms nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const user = await getUser(request);
  const [locale, link] = [requestLocale(request, user), await inspectEmailLink(token, user)];
  return { token, link: link.state === "ready" ? link : { ...link, message: formMessage(locale, link.message) }, signedIn: user !== null, messages: viewMessages(locale, "auth") };
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
        const t = translator(requestLocale(request, user));
        const toast =
          done.purpose === "verify"
            ? { title: t("auth.emailConfirmed"), description: t("auth.emailReachable") }
            : { title: t("auth.emailChanged"), description: t("auth.accountUses", { email: done.email }) };
        return { redirect: "/settings", toast };
      }
      return { data: { done, error: null } };
    },
    (error) => shown(error, { done: null, error: error.message }),
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.done;
  const t = useT();
  if (done) {
    const verified = done.purpose === "verify";
    return (
      <AuthLayout title={t(verified ? "auth.emailConfirmed" : "auth.emailChanged")}>
        <div role="status" className="space-y-3 text-sm">
          <p>
            <WithEmail message={t(verified ? "auth.confirmedBody" : "auth.changedBody")} email={done.email} />
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <Link to="/login" className="btn-primary">
            {t("auth.signInLink")}
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
      title={t(ready?.purpose === "change" ? "auth.confirmNewEmail" : "auth.confirmEmail")}
      subtitle={ready ? t(ready.purpose === "change" ? "auth.moveTo" : "auth.confirmYours", { email: ready.email }) : undefined}
    >
      <FormAlert title={t("auth.nothingConfirmed")} message={error ?? undefined} id="verify-email-error" />
      {ready ? (
        <Form method="post" reloadDocument className="mt-4 space-y-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary w-full">
            {t(ready.purpose === "change" ? "auth.useAddress" : "auth.confirmMine")}
          </button>
        </Form>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link to={signedIn ? "/settings" : "/login"} className="link">
          {t(signedIn ? "auth.goToSettings" : "auth.signInLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
