import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { AddToCalendar } from "~/components/add-to-calendar";

/** The calendar feed of the year ahead on /settings: make a link, see it, revoke it (Premium). */
export function CalendarCard({ premium, url }: { premium: boolean; url: string | null }) {
  return (
    <section className="card" aria-labelledby="calendar-heading" id="calendar">
      <h2 id="calendar-heading" className="text-xl font-semibold">
        Calendar Feed
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The year ahead (transits, stations, sign changes, new and full Moons) as a calendar your calendar app can subscribe to.
      </p>
      {!premium ? (
        <p className="mt-3 text-sm">
          The calendar feed is part of Premium. <Link to="/pricing?from=calendar" className="link">See Premium</Link>
        </p>
      ) : url ? (
        <>
          <div className="mt-3" data-testid="settings-calendar-url" data-feed={url}>
            <AddToCalendar url={url} />
          </div>
          <p className="mt-2 text-sm">Anyone with this address can read your forecast. Revoke it if it was shared by mistake; you can make a new one at any time.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-revoke" />
              <button type="submit" className="btn-outline">
                Revoke link
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="calendar-link" />
              <button type="submit" className="btn-ghost">
                Replace with a new link
              </button>
            </Form>
          </div>
        </>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="calendar-link" />
          <button type="submit" className="btn-primary">
            Create calendar link
          </button>
        </Form>
      )}
    </section>
  );
}
