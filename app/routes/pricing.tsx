import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => [{ title: "Pricing - Three Skies" }];

export default function Pricing() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Pricing</h1>
    </main>
  );
}
