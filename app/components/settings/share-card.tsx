import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import type { FormChecks } from "~/components/settings/email-card";
import { SHARE_NAME_MAX } from "~/domain/share-card";
import type { ShareCardSettings } from "~/services/share-card.server";
import { useT } from "~/i18n/use-t";

const FACTS = ["showDate", "showTime", "showPlace"] as const;

/** "Share my chart": publishes, updates or unpublishes the card at /c/{id}; every birth fact hidden until ticked. */
export function ShareChartCard({
  card,
  hasProfile,
  suggestedName,
  result,
  checks,
}: {
  card: ShareCardSettings | null;
  hasProfile: boolean;
  suggestedName: string;
  result?: SubmissionResult<string[]>;
  checks: FormChecks;
}) {
  // What is published (or the suggested name), until a refused post shows what was sent instead.
  const [form, fields] = useForm({
    id: "share-card",
    lastResult: result,
    constraint: checks.constraint,
    defaultValue: {
      displayName: card?.displayName ?? suggestedName,
      showDate: card?.showDate ?? false,
      showTime: card?.showTime ?? false,
      showPlace: card?.showPlace ?? false,
    },
  });
  const t = useT();
  return (
    <Section id="share" title={t("settings.shareTitle")} intro={t("settings.shareIntro")}>
      {!hasProfile ? (
        <p className="mt-3 text-sm">
          {t("settings.shareNoProfile")}
          <Link to="/profile?tab=birth" className="link">
            {t("settings.addBirth")}
          </Link>
          {t("settings.first")}
        </p>
      ) : (
        <>
          {card ? (
            <div className="mt-3 space-y-2 text-sm" data-testid="share-published">
              <p>
                {t("settings.publishedAt")}
                <a href={card.url} className="link break-all" data-testid="share-card-link">
                  {card.url}
                </a>
              </p>
              <label className="flex flex-wrap items-center gap-2">
                <span>{t("settings.copyLink")}</span>
                <input readOnly value={card.url} className="input w-full sm:w-96" aria-label={t("settings.cardAddress")} />
              </label>
            </div>
          ) : null}
          <IntentForm form={form} intent="share-card" failure={t("settings.notPublished")} className="mt-4 space-y-4" data-enhance="">
            <Field
              label={t("settings.nameToShow")}
              messages={checks.messages.displayName}
              hint={t("settings.nameHint", { max: SHARE_NAME_MAX })}
              errors={fields.displayName.errors}
              inputProps={{ ...getInputProps(fields.displayName, { type: "text" }), required: true, maxLength: SHARE_NAME_MAX }}
            />
            <fieldset>
              <legend className="text-sm font-semibold">{t("settings.alsoShow")}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {FACTS.map((name) => (
                  <label key={name} className="flex items-center gap-2">
                    <input {...getInputProps(fields[name], { type: "checkbox" })} /> {t(`settings.fact.${name}`)}
                  </label>
                ))}
              </div>
              <p className="hint mt-2" data-testid="share-reveals">
                {t("settings.shareReveals")}
              </p>
            </fieldset>
            <button type="submit" className="btn-primary">
              {t(card ? "settings.update" : "settings.publish")}
            </button>
          </IntentForm>
          {card ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="share-unpublish" />
              <button type="submit" className="btn-outline">
                {t("settings.unpublish")}
              </button>
              <span className="ml-2 text-sm text-slate-600 dark:text-slate-300">{t("settings.linkStops")}</span>
            </Form>
          ) : null}
        </>
      )}
    </Section>
  );
}
