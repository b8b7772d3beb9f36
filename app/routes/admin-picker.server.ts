import { requireAdmin } from "~/http/guards.server";
import { loadUserPicker } from "~/services/admin.server";

/** The loader of every admin tab that starts by picking a member. */
export async function pickerLoader({ request }: { request: Request }) {
  await requireAdmin(request);
  return { picker: await loadUserPicker(new URL(request.url)) };
}
