import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/root";
import type { RootData } from "~/root-data";

// The title in the page's language, from the frame's words the root loader sends.
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.data as RootData | undefined;
  return [{ title: `${root?.messages["frame.notFound"] ?? "Page Not Found"} - Three Skies` }, { name: "robots", content: "noindex" }];
};

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
