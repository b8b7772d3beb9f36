import type { ComponentProps, ReactNode } from "react";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The section's anchor; its heading is `${id}-heading`, the name screen readers give the section. */
  id: string;
  title: ReactNode;
  /** The heading's level: a card's own `h2` unless it sits under another heading. */
  level?: "h2" | "h3" | "h4";
  titleClassName?: string;
  /** A short line under the heading, in the muted small type. */
  intro?: ReactNode;
};

/** A section named by its heading: most cards and panels of the app. */
export function Section({ id, title, level: Heading = "h2", titleClassName = "text-xl font-semibold", intro, className = "card", children, ...section }: SectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`} {...section}>
      <Heading id={`${id}-heading`} className={titleClassName}>
        {title}
      </Heading>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
      {children}
    </section>
  );
}

/** One row of a definition list: a term in the muted type, and its value. */
export function Fact({ term, children, className, termClassName = "text-slate-600 dark:text-slate-300", testId }: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
  termClassName?: string;
  testId?: string;
}) {
  return (
    <>
      <dt className={termClassName}>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
