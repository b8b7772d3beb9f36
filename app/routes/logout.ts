import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroySession } from "~/http/session.server";

export async function action({ request }: Route.ActionArgs) {
  throw redirect("/login", { headers: { "Set-Cookie": await destroySession(request) } });
}

export async function loader() {
  // Logging out is a POST; a stray GET goes home.
  throw redirect("/");
}
