/** Your people on the Match tab: the list, "Save to my people" and a saved person's bar and edit form, all real forms. */
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { FormAlert } from "~/components/form-alert";
import { ErrorList, Labelled } from "~/components/ui/field";
import { MAX_STARRED, RELATIONSHIPS } from "~/schemas/people-messages";
import type { ChartActionData } from "~/routes/profile.server";
import type { PersonView } from "~/services/people.server";
import { PlaceSearch } from "../place-search";
import { BirthDateField, OptionalTimeField } from "../birth-fields";
import { Section } from "~/components/ui/section";
import { useText } from "~/i18n/text-context";
import type { ViewTranslate } from "~/i18n/use-t";

function personHref(pathname: string, id: string) {
  return `${pathname}?tab=compatibility&person=${encodeURIComponent(id)}`;
}

/** "Friend · Leo Sun · Pisces Moon" in the page's language ("Leo or Virgo" when the day leaves it open). */
function personLine(t: ViewTranslate, p: PersonView) {
  const signs = (names: string) => names.split(" or ").map((n) => t(`astro.sign.${n}`)).join(t("chart.or"));
  return t("match.people.line", { relationship: t(`match.rel.${p.relationship}`), sun: signs(p.sunSign), moon: signs(p.moonSign) });
}

function StarForm({ person, compact = false }: { person: PersonView; compact?: boolean }) {
  const { t } = useText();
  const label = t(person.starred ? "match.people.unstar" : "match.people.star", { name: person.name });
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="star-person" />
      <input type="hidden" name="id" value={person.id} />
      {person.starred ? null : <input type="hidden" name="starred" value="on" />}
      <button type="submit" className={compact ? "btn-ghost px-2 text-lg" : "btn-outline"} aria-label={compact ? label : undefined} aria-pressed={person.starred} title={label}>
        <span aria-hidden="true" className={person.starred ? "text-amber-500" : "text-slate-400"}>
          {person.starred ? "★" : "☆"}
        </span>
        {compact ? null : <span className="ml-1">{t(person.starred ? "match.people.starred" : "match.people.starButton")}</span>}
      </button>
    </Form>
  );
}

/** The list of people, starred first; an empty list says how to fill it. */
export function PeopleList({ people, actionData }: { people: PersonView[]; actionData: ChartActionData | undefined }) {
  const { pathname } = useLocation();
  const failed = actionData?.intent === "person" ? actionData : undefined;
  const { t } = useText();
  return (
    <Section id="people" title={t("match.people.title")} titleClassName="text-2xl font-semibold">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("match.people.intro", { max: MAX_STARRED })}</p>
      <FormAlert title={t("match.error")} message={failed?.result.error?.[""]?.[0]} />
      {people.length ? (
        <ul className="mt-4 divide-y divide-night-100 dark:divide-night-800" data-testid="people-list">
          {people.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-3">
              <StarForm person={p} compact />
              <div className="min-w-0 flex-1">
                <Link to={personHref(pathname, p.id)} className="link font-semibold">
                  {p.name}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-300">{personLine(t, p)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm">{t("match.people.none")}</p>
      )}
    </Section>
  );
}

function RelationshipSelect({ field }: { field: FieldMetadata<string> }) {
  const { key: _key, ...select } = getSelectProps(field);
  const { t } = useText();
  return (
    <Labelled field={field} label={t("match.people.know")}>
      <select {...select} required defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""} className="input">
        <option value="" disabled>
          {t("match.people.choose")}
        </option>
        {Object.keys(RELATIONSHIPS).map((value) => (
          <option key={value} value={value}>
            {t(`match.rel.${value}`)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Under an unsaved report: keep the person, with their agreement (a refusal's Conform reply in `result`). */
export function SavePersonForm({ token, partnerName, result }: { token: string; partnerName: string; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ name: string; relationship: string; agreement: string }>({ id: "save-person", lastResult: result, defaultValue: { name: partnerName } });
  const { key: _nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: _agreementKey, ...agreementProps } = getInputProps(fields.agreement, { type: "checkbox" });
  const name = typeof fields.name.initialValue === "string" && fields.name.initialValue ? fields.name.initialValue : partnerName;
  const { t } = useText();
  return (
    <Form method="post" className="card space-y-4" aria-labelledby="save-person-heading" preventScrollReset {...getFormProps(form)}>
      <h2 id="save-person-heading" className="text-xl font-semibold">
        {t("match.people.save")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("match.people.keep")}</p>
      <FormAlert title={t("match.people.notSaved")} message={form.errors?.[0]} id={form.errorId} />
      <input type="hidden" name="intent" value="save-person" />
      <input type="hidden" name="token" value={token} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.name} label={t("match.people.name")}>
          <input {...nameProps} required maxLength={100} className="input" />
        </Labelled>
        <RelationshipSelect field={fields.relationship} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input {...agreementProps} required className="mt-0.5 h-4 w-4 accent-night-700" />
          <span>{t("match.people.agreed", { name })}</span>
        </label>
        <ErrorList id={fields.agreement.errorId} errors={fields.agreement.errors} />
      </div>
      <button type="submit" className="btn-primary">
        {t("match.people.save")}
      </button>
    </Form>
  );
}

/** A saved person's bar above their report: who they are, star, edit, delete (confirmed first). */
export function PersonBar({ person }: { person: PersonView }) {
  const { pathname } = useLocation();
  const { t } = useText();
  return (
    <div className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="person-bar">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("match.people.inYours")} · {personLine(t, person)}
        </p>
        <Link to={`${pathname}?tab=compatibility#people`} className="link text-sm">
          {t("match.people.all")}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarForm person={person} />
        <Link to={`${personHref(pathname, person.id)}&edit=1`} className="btn-outline">
          {t("match.people.edit")}
        </Link>
        {/* A disclosure asks first, with or without JavaScript. */}
        <details className="relative">
          <summary className="btn-ghost cursor-pointer list-none text-red-700 dark:text-red-300">{t("match.people.delete")}</summary>
          <Form method="post" className="absolute right-0 z-10 mt-2 w-64 rounded-xl border border-night-200 bg-white p-3 text-sm shadow-lg dark:border-night-700 dark:bg-night-950">
            <input type="hidden" name="intent" value="delete-person" />
            <input type="hidden" name="id" value={person.id} />
            <input type="hidden" name="name" value={person.name} />
            <p>{t("match.people.deleteAsk", { name: person.name })}</p>
            <button type="submit" className="btn-danger mt-3 w-full">
              {t("match.people.deleteName", { name: person.name })}
            </button>
          </Form>
        </details>
      </div>
    </div>
  );
}

/** The edit form of a saved person (shown again with what was typed after a failed save). */
export function PersonEditForm({ person, actionData }: { person: PersonView; actionData: ChartActionData | undefined }) {
  const { pathname } = useLocation();
  const failed = actionData?.intent === "person" ? actionData : undefined;
  const search = actionData?.intent === "search-place" && actionData.scope === "person" ? actionData : undefined;
  // The action's Conform reply; after a place search, what was typed; else the person as saved.
  const [form, fields] = useForm({
    id: "edit-person",
    lastResult: failed?.result,
    defaultValue: search?.values ?? {
      name: person.name,
      relationship: person.relationship,
      birthDate: person.birthDate,
      birthTime: person.birthTime ?? "",
      timeUnknown: person.birthTime ? undefined : "on",
      birthPlace: person.birthPlace,
      birthLatitude: String(person.birthLatitude),
      birthLongitude: String(person.birthLongitude),
    },
  });
  const { key: _nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { t } = useText();
  return (
    <Form method="post" className="card space-y-5" aria-labelledby="edit-person-heading" data-chart-form="" {...getFormProps(form)}>
      <h2 id="edit-person-heading" className="text-2xl font-semibold">
        {t("match.people.editName", { name: person.name })}
      </h2>
      <FormAlert title={t("match.error")} message={form.errors?.[0]} id={form.errorId} />
      <input type="hidden" name="id" value={person.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.name} label={t("match.people.name")}>
          <input {...nameProps} required maxLength={100} className="input" />
        </Labelled>
        <RelationshipSelect field={fields.relationship as FieldMetadata<string>} />
        <BirthDateField field={fields.birthDate} />
        <OptionalTimeField time={fields.birthTime} unknown={fields.timeUnknown} />
      </div>
      <PlaceSearch
        fields={fields}
        label={t("match.birthPlace")}
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "personPlaceChoice", searchIntent: "search-person-place" }}
        results={search?.results ?? failed?.results}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="update-person" className="btn-primary">
          {t("match.people.saveChanges")}
        </button>
        <Link to={personHref(pathname, person.id)} className="btn-outline">
          {t("match.people.cancel")}
        </Link>
      </div>
    </Form>
  );
}
