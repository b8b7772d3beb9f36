import { Link } from "~/components/ui/link";
import type { SignReadingView } from "~/services/sign-horoscope.server";
import { textGlyphs } from "~/domain/format";

type Props = {
  reading: SignReadingView;
  /** The sign's name in the page's language. */
  sign: string;
  /** "Wednesday, November 25, 2026" or "the week of …": what the reading covers. */
  when: string;
  signedIn: boolean;
  /** The column's fixed words in the page's language (the horoscope catalog). */
  text: Record<"columnOwn" | "columnOwnLink" | "columnOwnEnd" | "columnGuest" | "fullChart", string>;
};

/** A sign's reading as a column: headline, the four sections, and the way to a reading of one's own. */
export function SignReading({ reading, sign, when, signedIn, text }: Props) {
  return (
    <article className="card mt-6" aria-labelledby="reading-headline">
      <p className="text-sm uppercase tracking-wide text-night-600 dark:text-night-300">
        <span aria-hidden="true">{textGlyphs(reading.symbol)} </span>
        {sign} · {when}
      </p>
      <h2 id="reading-headline" className="mt-2 text-2xl font-semibold">
        {reading.headline}
      </h2>
      {reading.sections.map((section) => (
        <section key={section.id} className="mt-5" aria-labelledby={`section-${section.id}`}>
          <h3 id={`section-${section.id}`} className="font-semibold text-night-700 dark:text-night-200">
            {section.title}
          </h3>
          <p className="mt-1 leading-relaxed">{section.sentences.join(reading.gap)}</p>
        </section>
      ))}
      <div className="mt-8 rounded-lg bg-night-50 p-4 dark:bg-night-900">
        {signedIn ? (
          <p className="text-sm">
            {text.columnOwn}{" "}
            <Link to="/profile?tab=daily" reloadDocument className="link">
              {text.columnOwnLink}
            </Link>{" "}
            {text.columnOwnEnd}
          </p>
        ) : (
          <>
            <p className="text-sm">{text.columnGuest}</p>
            <Link to="/register" className="btn-primary mt-3">
              {text.fullChart}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}
