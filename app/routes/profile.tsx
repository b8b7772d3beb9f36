import { redirect } from "react-router";
import type { Route } from "./+types/profile";
import { requireUser } from "~/services/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw redirect("/");
}
