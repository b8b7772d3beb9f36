import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/root";

export const meta: Route.MetaFunction = () => [{ title: "Page Not Found - Three Skies" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // Unknown /api paths answer JSON, like every other /api route.
  if (path.startsWith("/api/")) throw Response.json({ message: "Not found" }, { status: 404 });
  return data(null, { status: 404 });
}

export const action = async ({ request }: Route.ActionArgs) => loader({ request } as Route.LoaderArgs);

export default function NotFoundRoute() {
  return <NotFound />;
}
