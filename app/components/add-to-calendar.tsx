// "Add to calendar" for the year-ahead feed: one button per kind of calendar app; the private address
// is never printed. "Copy link" is hidden until the page script (`data-copy-text`) shows it.
import { calendarSubscribeLinks } from "~/domain/forecast";
import { useT } from "~/i18n/use-t";

export function AddToCalendar({ url }: { url: string }) {
  const { webcal, google } = calendarSubscribeLinks(url);
  const t = useT();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <a href={webcal} className="btn-primary" data-testid="calendar-link" data-feed={url}>
          {t("common.calendarApple")}
        </a>
        <a href={google} className="btn-outline" target="_blank" rel="noopener noreferrer">
          {t("common.calendarGoogle")}
        </a>
        <button
          type="button"
          className="btn-ghost"
          hidden
          data-copy-text={url}
          data-copied={t("common.calendarCopied")}
          data-copy-failed={t("common.calendarCopyFailed")}
        >
          {t("common.calendarCopy")}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300" data-copy-status="" />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-300">{t("common.calendarOther")}</summary>
        <label htmlFor="calendar-feed-address" className="label mt-2">
          {t("common.calendarAddress")}
        </label>
        <input id="calendar-feed-address" className="input mt-1 text-xs" readOnly value={url} data-select-on-focus="" />
      </details>
    </div>
  );
}
