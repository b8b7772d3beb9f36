import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { IntentForm } from "~/components/ui/intent-form";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/ui/section";
import { Field } from "~/components/ui/field";
import type { FormChecks } from "~/components/settings/email-card";
import { SHARE_NAME_MAX } from "~/domain/share-card";
import type { ShareCardSettings } from "~/services/share-card.server";

const FACTS = [
  ["showDate", "Birth date"],
  ["showTime", "Birth time"],
  ["showPlace", "Birth place"],
] as const;

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
  return (
    <Section
      id="share"
      title="Share my chart"
      intro="A card anyone with its link can open without an account: the name you choose, your Sun, Moon and rising signs, your Chinese year, your nakshatra and your chart wheel. Your birth date, time and place stay off it unless you tick them (what it reveals without them is said below). Search engines are asked not to list it."
    >
      {!hasProfile ? (
        <p className="mt-3 text-sm">
          Your card shows the chart made from your birth details.{" "}
          <Link to="/profile?tab=birth" className="link">
            Add your birth details
          </Link>{" "}
          first.
        </p>
      ) : (
        <>
          {card ? (
            <div className="mt-3 space-y-2 text-sm" data-testid="share-published">
              <p>
                Published at{" "}
                <a href={card.url} className="link break-all" data-testid="share-card-link">
                  {card.url}
                </a>
              </p>
              <label className="flex flex-wrap items-center gap-2">
                <span>Copy the link</span>
                <input readOnly value={card.url} className="input w-full sm:w-96" aria-label="Your chart card's address" />
              </label>
            </div>
          ) : null}
          <IntentForm form={form} intent="share-card" failure="Not published" className="mt-4 space-y-4" data-enhance="">
            <Field
              label="Name to show"
              messages={checks.messages.displayName}
              hint={`Your first name, a nickname, or anything you like (up to ${SHARE_NAME_MAX} characters).`}
              errors={fields.displayName.errors}
              inputProps={{ ...getInputProps(fields.displayName, { type: "text" }), required: true, maxLength: SHARE_NAME_MAX }}
            />
            <fieldset>
              <legend className="text-sm font-semibold">Also show</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {FACTS.map(([name, label]) => (
                  <label key={name} className="flex items-center gap-2">
                    <input {...getInputProps(fields[name], { type: "checkbox" })} /> {label}
                  </label>
                ))}
              </div>
              <p className="hint mt-2" data-testid="share-reveals">
                While any of the three is unticked, the wheel places each planet by its sign only: no degrees, houses, angles or aspects. The signs still say
                something: someone who works them back (Sun, Moon and nakshatra, each planet's sign, the Chinese year) can narrow your birth to a day or two
                of one year, and the rising sign to a span of about two hours — not the exact time, nor the place. With all three ticked, the wheel shows each
                planet's exact degree, the houses and the aspects, as on your chart page.
              </p>
            </fieldset>
            <button type="submit" className="btn-primary">
              {card ? "Update" : "Publish"}
            </button>
          </IntentForm>
          {card ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="share-unpublish" />
              <button type="submit" className="btn-outline">
                Unpublish
              </button>
              <span className="ml-2 text-sm text-slate-600 dark:text-slate-300">The link stops working at once; publishing again makes a new one.</span>
            </Form>
          ) : null}
        </>
      )}
    </Section>
  );
}
