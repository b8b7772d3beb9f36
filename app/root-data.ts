// The root loader's data, for components and routes anywhere in the tree. Kept apart from root.tsx,
// which renders components: components import this module, never the root route.
import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<typeof loader>>["data"];
export type RootUser = NonNullable<RootData["user"]>;

/** The root loader's data from anywhere in the tree. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root") as RootData | undefined;
}
