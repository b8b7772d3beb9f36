import { IntentButton } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { AddToCalendar } from "~/components/add-to-calendar";
import { useT } from "~/i18n/use-t";

/** The calendar feed of the year ahead on /settings: make a link, see it, revoke it (Premium). */
export function CalendarCard({ premium, url }: { premium: boolean; url: string | null }) {
  const t = useT();
  return (
    <Section id="calendar" title={t("settings.calendarTitle")} intro={t("settings.calendarIntro")}>
      {!premium ? (
        <p className="mt-3 text-sm">
          {t("settings.calendarPremium")} <Link to="/pricing?from=calendar" className="link">{t("settings.seePremium")}</Link>
        </p>
      ) : url ? (
        <>
          <div className="mt-3" data-testid="settings-calendar-url" data-feed={url}>
            <AddToCalendar url={url} />
          </div>
          <p className="mt-2 text-sm">{t("settings.calendarShared")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <IntentButton intent="calendar-revoke" className="btn-outline" label={t("settings.revokeLink")} />
            <IntentButton intent="calendar-link" className="btn-ghost" label={t("settings.replaceLink")} />
          </div>
        </>
      ) : (
        <IntentButton intent="calendar-link" formClassName="mt-3" className="btn-primary" label={t("settings.createCalendarLink")} />
      )}
    </Section>
  );
}
