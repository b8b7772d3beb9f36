import { getCollectionProps, useForm, type SubmissionResult } from "@conform-to/react";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { ErrorList } from "~/components/ui/field";
import { Section } from "~/components/ui/section";

const CHOICES = [
  ["female", "Female"],
  ["male", "Male"],
  ["none", "Rather not say"],
] as const;

/** The sex the luck pillars need, changed here; "Rather not say" removes it. Hidden without a profile. */
export function SexCard({ answer, result }: { answer: { sex: "female" | "male" | null } | null; result?: SubmissionResult<string[]> }) {
  const given = answer?.sex ?? null;
  // No answer kept (never given, or withdrawn): nothing is ticked for the member.
  const [form, fields] = useForm({ id: "sex", lastResult: result, defaultValue: given ? { sex: given } : undefined });
  if (!answer) return null;
  return (
    <Section
      id="sex"
      title="Chinese chart: luck pillars"
      intro={
        <>
          Your ten-year luck pillars run forward or backward by your year stem and your sex. We ask only for that and use it for nothing else.{" "}
          <Link to="/profile?tab=chinese#luck-pillars" className="link">
            See your luck pillars
          </Link>
        </>
      }
    >
      <p className="mt-2 text-sm" data-testid="sex-now">
        {given ? (
          <>
            Now: <strong>{CHOICES.find(([value]) => value === given)![1]}</strong>
          </>
        ) : (
          "Now: no answer, so your luck pillars are not shown. Answer here or on the Chinese tab to see them."
        )}
      </p>
      <IntentForm form={form} intent="sex" failure="Not saved" className="mt-3 space-y-3">
        <fieldset>
          <legend className="text-sm font-semibold">Sex, for the luck pillars</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {getCollectionProps(fields.sex, { type: "radio", options: CHOICES.map(([value]) => value) }).map(({ key, ...radio }, index) => (
              <label key={key} className="flex items-center gap-2">
                <input {...radio} required /> {CHOICES[index]![1]}
              </label>
            ))}
          </div>
          <ErrorList id={fields.sex.errorId} errors={fields.sex.errors} />
        </fieldset>
        <button type="submit" className="btn-outline">
          Save
        </button>
      </IntentForm>
    </Section>
  );
}
