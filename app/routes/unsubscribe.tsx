import { data, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/unsubscribe";
import { AuthLayout } from "~/components/auth-layout";
import { unsubscribe, unsubscribeTarget } from "~/services/delivery/unsubscribe.server";
import { HttpError, readForm } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";
import { memberLocale, viewMessages } from "~/i18n/messages.server";
import { requestLocale } from "~/i18n/request.server";
import { useT } from "~/i18n/use-t";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["account.unsubscribeTitle"] }, { name: "robots", content: "noindex" }];

function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
}

/** GET /unsubscribe?token=: a confirmation page. GET never writes (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const target = await unsubscribeTarget(token);
  // In the language of the member the link was sent to; a broken link, the visitor's.
  const locale = target ? memberLocale(target) : requestLocale(request);
  const messages = viewMessages(locale, "account");
  if (!target) return data({ state: "invalid" as const, token: null, email: null, locale, messages }, { status: 400 });
  return { state: "confirm" as const, token: token!, email: maskEmail(target.email), locale, messages };
}

/**
 * POST /unsubscribe?token=: the confirm button, and the RFC 8058 one-click POST that mail clients
 * send (body `List-Unsubscribe=One-Click`). No login: the signed token is the authority.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    await rateLimit("write", context.clientIp);
    form = await readForm(request);
  } catch (error) {
    if (error instanceof HttpError) return new Response(error.message, { status: error.status, headers: { "content-type": "text/plain" } });
    throw error;
  }
  const token = new URL(request.url).searchParams.get("token") ?? String(form.get("token") ?? "");
  const done = await unsubscribe(token);
  if (form.get("List-Unsubscribe") === "One-Click") {
    return new Response(done ? "Unsubscribed" : "Invalid unsubscribe link", { status: done ? 200 : 400, headers: { "content-type": "text/plain" } });
  }
  if (!done) return data({ state: "invalid" as const, token: null, email: null }, { status: 400 });
  return { state: "done" as const, token: null, email: maskEmail(done.email) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const pending = useNavigation().state === "submitting";
  const t = useT();
  // The settings link inside a sentence: the words before and after it, as the language orders them.
  const settings = (before: string, after: string) => (
    <>
      {t(before)}
      <Link to="/settings" reloadDocument className="link">
        {t("account.settingsLink")}
      </Link>
      {t(after)}
    </>
  );
  let page;
  if (state.state === "invalid") {
    page = (
      <AuthLayout title={t("account.invalidLink")} subtitle={t("account.invalidLinkHint")}>
        <p className="text-sm">{settings("account.offAnyTime", "account.offAnyTimeEnd")}</p>
      </AuthLayout>
    );
  } else if (state.state === "done") {
    page = (
      <AuthLayout title={t("account.unsubscribed")} subtitle={t("account.unsubscribedHint", { email: state.email })}>
        <p role="status" className="text-sm">
          {settings("account.changedMind", "account.changedMindEnd")}
        </p>
      </AuthLayout>
    );
  } else {
    page = (
      <AuthLayout title={t("account.unsubscribeHeading")} subtitle={t("account.unsubscribeHint", { email: state.email })}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="token" value={state.token} />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("account.restStays")}</p>
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? t("account.unsubscribing") : t("account.unsubscribe")}
          </button>
          <Link to="/" reloadDocument className="btn-ghost w-full justify-center">
            {t("account.keepThem")}
          </Link>
        </Form>
      </AuthLayout>
    );
  }
  return <div lang={loaderData.locale}>{page}</div>;
}
