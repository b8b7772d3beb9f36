import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { FormAlert } from "~/components/form-alert";
import { ErrorList } from "~/components/ui/field";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";

/** Settings: the member's language (their pages' frame, their emails), saved like every preference. */
export function LanguageCard({ locale, result }: { locale: Locale; result?: SubmissionResult<string[]> }) {
  const t = useT();
  const [form, fields] = useForm({ id: "language", lastResult: result, defaultValue: { locale } });
  return (
    <section className="card" aria-labelledby="language-heading" id="language">
      <h2 id="language-heading" className="text-xl font-semibold">
        {t("common.language")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("frame.languageHint")}</p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="language" />
        <FormAlert title={t("frame.notSaved")} message={form.errors?.[0]} id={form.errorId} />
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
      </Form>
    </section>
  );
}
