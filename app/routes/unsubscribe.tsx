import { data, useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/unsubscribe";
import { AuthLayout } from "~/components/auth-layout";
import { unsubscribe, unsubscribeTarget } from "~/services/delivery/unsubscribe.server";
import { HttpError, readForm } from "~/http/responses.server";
import { rateLimit } from "~/services/rate-limit.server";

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe - Three Skies" }, { name: "robots", content: "noindex" }];

function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, Math.min(6, local.length - 2)))}@${domain}`;
}

/** GET /unsubscribe?token=: a confirmation page. GET never writes (mail scanners follow links). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const target = await unsubscribeTarget(token);
  if (!target) return data({ state: "invalid" as const, token: null, email: null }, { status: 400 });
  return { state: "confirm" as const, token: token!, email: maskEmail(target.email) };
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
  if (state.state === "invalid") {
    return (
      <AuthLayout title="Invalid unsubscribe link" subtitle="This link is incomplete or has been altered.">
        <p className="text-sm">
          You can turn daily insights off at any time in your{" "}
          <Link to="/settings" reloadDocument className="link">
            settings
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  if (state.state === "done") {
    return (
      <AuthLayout title="You're unsubscribed" subtitle={`Daily insights emails to ${state.email} are now off.`}>
        <p role="status" className="text-sm">
          Changed your mind? Turn them back on in your{" "}
          <Link to="/settings" reloadDocument className="link">
            settings
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Unsubscribe from daily insights" subtitle={`Stop the daily insights emails sent to ${state.email}.`}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={state.token} />
        <p className="text-sm text-slate-700 dark:text-slate-300">Your account and your other settings stay as they are.</p>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? "Unsubscribing..." : "Unsubscribe"}
        </button>
        <Link to="/" reloadDocument className="btn-ghost w-full justify-center">
          Keep receiving them
        </Link>
      </Form>
    </AuthLayout>
  );
}
