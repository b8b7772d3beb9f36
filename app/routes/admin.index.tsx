import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { requireAdmin } from "~/http/guards.server";

/** /admin opens the default tab, add-user (docs/product.md#admin-panel). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/add-user");
}
