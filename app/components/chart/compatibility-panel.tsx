/**
 * The Match tab: "Premium Feature Required" for free members; for Premium the partner form, then the
 * report at its own address (`?tab=compatibility&report=…`). Enhanced by app/browser/enhance-chart.ts.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { FormAlert } from "~/components/form-alert";
import { Labelled } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import type { ChartActionData } from "~/routes/profile.server";
import { MatchReport } from "./match/report";
import { PeopleList, PersonEditForm } from "./match/people";
import type { TabData } from "./panels/parts";
import { PlaceSearch } from "./place-search";
import { BirthDateField, OptionalTimeField } from "./birth-fields";
import { useText } from "~/i18n/text-context";

type CompatReport = Extract<ChartActionData, { intent: "compatibility-report" }>;

export function CompatibilityPanel({ data, actionData }: { data: TabData<"compatibility">; actionData: ChartActionData | undefined }) {
  const { t } = useText();
  if (!data.premium) return <PremiumRequired />;
  if (actionData?.intent === "compatibility-report") return <MatchReport data={actionData as CompatReport} />;
  // The report at its own address (where the form redirects): a reload shows it again.
  const shown = data.shownReport;
  if (shown?.status === "ok") return <MatchReport key={shown.token} data={shown} />;
  const open = data.person;
  if (open?.status === "ok") {
    if (open.editing) return <PersonEditForm person={open.person} actionData={actionData} />;
    return <MatchReport key={open.person.id} data={open} saved={open.person} />;
  }
  return (
    <div className="space-y-6">
      {[shown?.status === "refused" ? shown.message : "", open?.status === "missing" ? t("match.missing") : ""].map((message) =>
        message ? (
          <p key={message} role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            {message}
          </p>
        ) : null,
      )}
      <PeopleList people={data.people ?? []} actionData={actionData} />
      <PartnerForm actionData={actionData} />
    </div>
  );
}

function PremiumRequired() {
  const { t } = useText();
  return (
    <div className="card text-center">
      {/* Two charts overlapping: the product's own mark for a match, not an emoji. */}
      <svg aria-hidden="true" viewBox="0 0 64 40" className="mx-auto h-10 w-16 text-night-600 dark:text-night-300" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="24" cy="20" r="16" />
        <circle cx="40" cy="20" r="16" />
        <circle cx="24" cy="20" r="2.5" fill="currentColor" stroke="none" />
        <circle cx="40" cy="20" r="2.5" fill="currentColor" stroke="none" />
      </svg>
      <h2 className="mt-2 text-2xl font-semibold">{t("match.premiumTitle")}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">{t("match.premiumText")}</p>
      <Link to="/pricing?from=compatibility" className="btn-primary mt-5">
        {t("match.upgrade")}
      </Link>
    </div>
  );
}

function PartnerForm({ actionData }: { actionData: ChartActionData | undefined }) {
  const failed = actionData?.intent === "compatibility" ? actionData : undefined;
  const search = actionData?.intent === "search-place" && actionData.scope === "partner" ? actionData : undefined;
  // The action's Conform reply (or, after a place search, what was typed); the page is never hydrated.
  const [form, fields] = useForm({ id: "partner", lastResult: failed?.result, defaultValue: search?.values });
  // A failure with neither a field's message nor the form's (FormAlert shows and toasts that one).
  const unexplained = failed && Object.values(failed.result.error ?? {}).every((messages) => !messages?.length);
  const { key: _nameKey, ...nameProps } = getInputProps(fields.partnerName, { type: "text" });
  const { t } = useText();

  return (
    <div className="card" data-pending-host="">
      {/* The generating state replaces the card once the form is sent (app/browser/enhance-chart.ts). */}
      <template data-pending-replace="">
        <div className="card flex flex-col items-center gap-3 py-12 text-center" role="status" aria-live="polite">
          <Spinner className="h-10 w-10 text-night-700 dark:text-gold-300" />
          <p className="font-display text-xl">{t("match.generating")}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("match.generatingNote")}</p>
        </div>
      </template>
      {unexplained ? <div hidden data-raise-toast={t("match.error")} data-toast-description={t("match.failed")} data-toast-variant="destructive" /> : null}
      <h2 className="text-2xl font-semibold">{t("match.title")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("match.intro")}</p>
      <Form method="post" className="mt-5 space-y-5" aria-label={t("match.formLabel")} data-chart-form="" data-location-required={t("forms.partnerLocationRequired")} {...getFormProps(form)}>
        <FormAlert title={t("match.error")} message={form.errors?.[0]} id={form.errorId} />
        <Labelled field={fields.partnerName} label={t("match.partnerName")}>
          <input {...nameProps} required maxLength={100} className="input" />
        </Labelled>
        <div className="grid gap-5 sm:grid-cols-2">
          <BirthDateField field={fields.partnerBirthDate} />
          <OptionalTimeField time={fields.partnerBirthTime} unknown={fields.partnerTimeUnknown} />
        </div>
        <PlaceSearch
          fields={fields}
          label={t("match.birthPlace")}
          hint={t("match.birthPlaceHint")}
          names={{
            place: "partnerBirthPlace",
            latitude: "partnerBirthLatitude",
            longitude: "partnerBirthLongitude",
            choice: "partnerPlaceChoice",
            searchIntent: "search-partner-place",
          }}
          results={search?.results ?? failed?.results}
        />
        <button type="submit" name="intent" value="compatibility" className="btn-primary w-full py-3">
          {t("match.generate")}
        </button>
      </Form>
    </div>
  );
}
