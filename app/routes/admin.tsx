import type { Route } from "./+types/admin";
import { requireAdmin } from "~/services/auth.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin Panel - Three Skies" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function Admin() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Admin Panel</h1>
    </main>
  );
}
