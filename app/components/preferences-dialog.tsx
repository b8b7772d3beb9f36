import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "~/components/toaster";
import { deliveryHourLabel } from "~/domain/delivery";
import { DEFAULT_THEME, type Theme } from "~/domain/theme";
import type { RootUser } from "~/root-data";
import { useRootData } from "~/root-data";
import { useLocale, useLocalePath, useT, type ViewTranslate } from "~/i18n/use-t";

const DIALOG_CLASS =
  "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-night-200 bg-white p-0 text-slate-900 backdrop:bg-night-950/60 dark:border-night-700 dark:bg-[#150f33] dark:text-slate-100";

/** What the saved channels mean, in the words the Settings card uses. */
function deliveryChannels(user: Pick<RootUser, "emailDailyInsights" | "smsDailyInsights" | "deliveryTime">, t: ViewTranslate, locale: string): string {
  const channels = [user.emailDailyInsights ? t("frame.channelEmail") : null, user.smsDailyInsights ? t("frame.channelText") : null].filter((c) => c !== null);
  if (!channels.length) return t("frame.noChannel");
  return t("frame.sentBy", { channels: new Intl.ListFormat(locale, { type: "conjunction" }).format(channels), hour: deliveryHourLabel(user.deliveryTime) });
}

type PreferencesFormProps = {
  /** Keeps ids unique when the page and the dialog render the fields at once. */
  idPrefix?: string;
  user: RootUser;
  /** The page's theme: the chosen one, else light. */
  theme: Theme;
  errors?: Record<string, string[]>;
  pending?: boolean;
  onCancel?: () => void;
  /** The Cancel button closes the dialog it is in (app/browser/enhance.ts), on a page served without the framework. */
  closesDialog?: boolean;
  onNavigate?: () => void;
};

/** The fields of "User Preferences" (docs/product.md#user-menu): shared by the dialog and the /preferences page. */
export function PreferencesFields({ idPrefix = "pref", user, theme, errors, pending, onCancel, closesDialog, onNavigate }: PreferencesFormProps) {
  const premium = user.premium;
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${idPrefix}-username`} className="label">
          {t("frame.displayName")}
        </label>
        <input
          id={`${idPrefix}-username`}
          name="username"
          className="input"
          defaultValue={user.username ?? user.firstName ?? ""}
          maxLength={50}
          aria-invalid={errors?.username ? true : undefined}
          aria-describedby={errors?.username ? `${idPrefix}-username-error` : `${idPrefix}-username-hint`}
        />
        <p id={`${idPrefix}-username-hint`} className="hint">
          {t("frame.displayNameHint")}
        </p>
        {errors?.username ? (
          <p id={`${idPrefix}-username-error`} className="field-error">
            {errors.username[0]}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-theme`} className="label">
          {t("frame.theme")}
        </label>
        <select id={`${idPrefix}-theme`} name="theme" className="input" defaultValue={theme}>
          <option value="light">{t("frame.light")}</option>
          <option value="dark">{t("frame.dark")}</option>
        </select>
      </div>
      <div className="rounded-lg border border-night-200 p-3 dark:border-night-800">
        {premium ? <input type="hidden" name="sendDailyInsights" value="off" /> : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="sendDailyInsights"
            value="on"
            defaultChecked={premium ? user.sendDailyInsights : false}
            disabled={!premium}
            className="h-4 w-4 accent-night-700"
          />
          {t("frame.sendInsights")}
          <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-night-950">{t("frame.premium")}</span>
        </label>
        {premium ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {deliveryChannels(user, t, locale)}{" "}
            <Link to="/settings#delivery" className="link" onClick={onNavigate} reloadDocument>
              {t("frame.deliveryInSettings")}
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("frame.subscribeForInsights")}{" "}
            <Link to={to("/pricing")} className="link" onClick={onNavigate}>
              {t("frame.upgradeNow")}
            </Link>
          </p>
        )}
      </div>
      {errors?.[""] ? (
        <p role="alert" className="field-error">
          {errors[""][0]}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel || closesDialog ? (
          <button type="button" className="btn-outline" onClick={onCancel} data-close-dialog={closesDialog ? "" : undefined}>
            {t("frame.cancel")}
          </button>
        ) : (
          <Link to="/" reloadDocument className="btn-outline">
            {t("frame.cancel")}
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={pending} data-pending-text={t("frame.saving")}>
          {pending ? t("frame.saving") : t("frame.saveChanges")}
        </button>
      </div>
    </div>
  );
}

/** The modal version, opened from the user menu when JavaScript runs on a hydrated page. */
export const PreferencesDialog = forwardRef<HTMLDialogElement | null, { user: RootUser }>(function PreferencesDialog({ user }, ref) {
  const dialog = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(ref, () => dialog.current);
  const fetcher = useFetcher<{ ok: boolean; errors?: Record<string, string[]>; message?: string }>();
  const theme = useRootData()?.theme ?? DEFAULT_THEME;
  const t = useT();
  // Reopening refills the fields from the current user (docs/product.md#states): remount the form each time.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      dialog.current?.close();
      toast({ title: t("frame.preferencesUpdated"), description: t("frame.preferencesSaved") });
    } else {
      toast({ title: t("frame.updateFailed"), description: fetcher.data.message ?? t("frame.preferencesFailed"), variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data, t]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="preferences-title"
      className={DIALOG_CLASS}
      onClose={() => setGeneration((value) => value + 1)}
    >
      <fetcher.Form method="post" action="/preferences" className="p-6" key={generation}>
        <input type="hidden" name="via" value="dialog" />
        <h2 id="preferences-title" className="text-xl font-semibold">
          {t("frame.userPreferences")}
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t("frame.customize")}</p>
        <PreferencesFields
          idPrefix="dialog-pref"
          user={user}
          theme={theme}
          errors={fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined}
          pending={fetcher.state !== "idle"}
          onCancel={() => dialog.current?.close()}
          onNavigate={() => dialog.current?.close()}
        />
      </fetcher.Form>
    </dialog>
  );
});

/** The same dialog on a page without the framework (decision record 004), driven by app/browser/preferences.ts. */
export function PreferencesDialogPlain({ user, theme }: { user: RootUser; theme: Theme }) {
  const t = useT();
  return (
    <dialog id="preferences-dialog" aria-labelledby="preferences-title" className={DIALOG_CLASS}>
      <form
        method="post"
        action="/preferences"
        className="p-6"
        data-preferences=""
        data-saved={`${t("frame.preferencesUpdated")}\n${t("frame.preferencesSaved")}`}
        data-failed={`${t("frame.updateFailed")}\n${t("frame.preferencesFailed")}`}
      >
        <h2 id="preferences-title" className="text-xl font-semibold">
          {t("frame.userPreferences")}
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t("frame.customize")}</p>
        <PreferencesFields idPrefix="dialog-pref" user={user} theme={theme} closesDialog />
      </form>
    </dialog>
  );
}
