import { getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Section } from "~/components/ui/section";
import { ErrorList } from "~/components/ui/field";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";

/** Settings: the member's language (their pages' frame, their emails), saved like every preference. */
export function LanguageCard({ locale, result }: { locale: Locale; result?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useForm({ id: "language", lastResult: result, defaultValue: { locale } });
  return (
    <Section id="language" title={t("common.language")} intro={t("frame.languageHint")}>
      <IntentForm form={form} intent="language" failure={t("frame.notSaved")} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={fields.locale.id} className="label">
            {t("common.chooseLanguage")}
          </label>
          <select {...getSelectProps(fields.locale)} className="input w-auto" required>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.locale.errorId} errors={fields.locale.errors} />
        </div>
        <button type="submit" className="btn-outline">
          {t("common.change")}
        </button>
      </IntentForm>
    </Section>
  );
}
