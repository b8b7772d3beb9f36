import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Blog - Three Skies" }];

export default function Blog() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Cosmic Insights &amp; Guidance</h1>
    </main>
  );
}
