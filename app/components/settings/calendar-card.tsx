import { IntentButton } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { AddToCalendar } from "~/components/add-to-calendar";

/** The calendar feed of the year ahead on /settings: make a link, see it, revoke it (Premium). */
export function CalendarCard({ premium, url }: { premium: boolean; url: string | null }) {
  return (
    <Section
      id="calendar"
      title="Calendar Feed"
      intro="The year ahead (transits, stations, sign changes, new and full Moons) as a calendar your calendar app can subscribe to."
    >
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
            <IntentButton intent="calendar-revoke" className="btn-outline" label="Revoke link" />
            <IntentButton intent="calendar-link" className="btn-ghost" label="Replace with a new link" />
          </div>
        </>
      ) : (
        <IntentButton intent="calendar-link" formClassName="mt-3" className="btn-primary" label="Create calendar link" />
      )}
    </Section>
  );
}
