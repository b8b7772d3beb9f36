import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { LOGOUT_FAILED } from "~/domain/toast-messages";
import { respond } from "~/http/responses.server";
import { CLEAR_CACHE_HEADER, destroySession } from "~/http/session.server";

/** The page the member logged out from (same origin only), where a failure sends them back. */
function origin(request: Request) {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin && url.pathname !== "/logout" ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
}

export async function action({ request }: Route.ActionArgs) {
  let cleared: string;
  try {
    cleared = await destroySession(request);
  } catch (error) {
    // The session could not be ended (the database refused): the member is still signed in, and told so.
    console.error("[logout] failed", error);
    return respond({ redirect: origin(request), toast: { ...LOGOUT_FAILED, variant: "destructive" } });
  }
  return respond({ redirect: "/login", headers: [["Set-Cookie", cleared], CLEAR_CACHE_HEADER] });
}

export async function loader() {
  // Logging out is a POST; a stray GET goes home.
  throw redirect("/");
}
