import { getCollectionProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { ErrorList } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

const CHOICES = [
  ["female", "settings.female"],
  ["male", "settings.male"],
  ["none", "settings.ratherNotSay"],
] as const;

/** The sex the luck pillars need, changed here; "Rather not say" removes it. Hidden without a profile. */
export function SexCard({ answer, result }: { answer: { sex: "female" | "male" | null } | null; result?: SubmissionResult<string[]> }) {
  const given = answer?.sex ?? null;
  const t = useT();
  // No answer kept (never given, or withdrawn): nothing is ticked for the member.
  const [form, fields] = useForm({ id: "sex", lastResult: result, defaultValue: given ? { sex: given } : undefined });
  if (!answer) return null;
  return (
    <Section
      id="sex"
      title={t("settings.sexTitle")}
      intro={
        <>
          {t("settings.sexIntro")}{" "}
          <Link to="/profile?tab=chinese#luck-pillars" className="link">
            {t("settings.seeLuckPillars")}
          </Link>
        </>
      }
    >
      <p className="mt-2 text-sm" data-testid="sex-now">
        {given ? (
          <>
            {t("settings.now")} <strong>{t(CHOICES.find(([value]) => value === given)![1])}</strong>
          </>
        ) : (
          t("settings.noAnswer")
        )}
      </p>
      <IntentForm form={form} intent="sex" failure={t("settings.notSaved")} className="mt-3 space-y-3">
        <fieldset>
          <legend className="text-sm font-semibold">{t("settings.sexLegend")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {getCollectionProps(fields.sex, { type: "radio", options: CHOICES.map(([value]) => value) }).map(({ key, ...radio }, index) => (
              <label key={key} className="flex items-center gap-2">
                <input {...radio} required /> {t(CHOICES[index]![1])}
              </label>
            ))}
          </div>
          <ErrorList id={fields.sex.errorId} errors={fields.sex.errors} />
        </fieldset>
        <button type="submit" className="btn-outline">
          {t("settings.save")}
        </button>
      </IntentForm>
    </Section>
  );
}
