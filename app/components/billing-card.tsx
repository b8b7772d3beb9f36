import type { ReactNode } from "react";
import { Brand } from "~/components/site-header";

/** The centred card of the billing screens (the built-in checkout and the subscription portal). */
export function BillingCard({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${eyebrow.toLowerCase()}-heading`;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <div className="mb-8 flex justify-center">
        <Brand />
      </div>
      <section className="card" aria-labelledby={headingId}>
        <p className="text-sm font-medium uppercase tracking-wide text-night-700 dark:text-night-300">
          {eyebrow}
        </p>
        <h1 id={headingId} className="mt-1 text-2xl font-semibold">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

/** One row of a billing card's facts: a term and its value. */
export function BillingFact({
  term,
  children,
  className,
  testId,
}: {
  term: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
