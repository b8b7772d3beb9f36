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

function personHref(pathname: string, id: string) {
  return `${pathname}?tab=compatibility&person=${encodeURIComponent(id)}`;
}

function StarForm({ person, compact = false }: { person: PersonView; compact?: boolean }) {
  const label = person.starred ? `Unstar ${person.name}` : `Star ${person.name}`;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="star-person" />
      <input type="hidden" name="id" value={person.id} />
      {person.starred ? null : <input type="hidden" name="starred" value="on" />}
      <button type="submit" className={compact ? "btn-ghost px-2 text-lg" : "btn-outline"} aria-label={compact ? label : undefined} aria-pressed={person.starred} title={label}>
        <span aria-hidden="true" className={person.starred ? "text-amber-500" : "text-slate-400"}>
          {person.starred ? "★" : "☆"}
        </span>
        {compact ? null : <span className="ml-1">{person.starred ? "Starred" : "Star"}</span>}
      </button>
    </Form>
  );
}

/** The list of people, starred first; an empty list says how to fill it. */
export function PeopleList({ people, actionData }: { people: PersonView[]; actionData: ChartActionData | undefined }) {
  const { pathname } = useLocation();
  const failed = actionData?.intent === "person" ? actionData : undefined;
  return (
    <Section id="people" title="Your people" titleClassName="text-2xl font-semibold">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Reports you keep open again at once. Star up to {MAX_STARRED} to see how you and they are doing on your Daily tab.
      </p>
      <FormAlert title="Error" message={failed?.result.error?.[""]?.[0]} />
      {people.length ? (
        <ul className="mt-4 divide-y divide-night-100 dark:divide-night-800" data-testid="people-list">
          {people.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-3">
              <StarForm person={p} compact />
              <div className="min-w-0 flex-1">
                <Link to={personHref(pathname, p.id)} className="link font-semibold">
                  {p.name}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {p.relationshipLabel} · {p.sunSign} Sun · {p.moonSign} Moon
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm">Nobody yet. Generate a report below, then choose “Save to my people” to keep it.</p>
      )}
    </Section>
  );
}

function RelationshipSelect({ field }: { field: FieldMetadata<string> }) {
  const { key: _key, ...select } = getSelectProps(field);
  return (
    <Labelled field={field} label="How you know them">
      <select {...select} required defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""} className="input">
        <option value="" disabled>
          Choose…
        </option>
        {Object.entries(RELATIONSHIPS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
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
  return (
    <Form method="post" className="card space-y-4" aria-labelledby="save-person-heading" preventScrollReset {...getFormProps(form)}>
      <h2 id="save-person-heading" className="text-xl font-semibold">
        Save to my people
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Keep this report: it opens again from the Match tab whenever you want it, on any device.</p>
      <FormAlert title="Not saved" message={form.errors?.[0]} id={form.errorId} />
      <input type="hidden" name="intent" value="save-person" />
      <input type="hidden" name="token" value={token} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.name} label="Name">
          <input {...nameProps} required maxLength={100} className="input" />
        </Labelled>
        <RelationshipSelect field={fields.relationship} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input {...agreementProps} required className="mt-0.5 h-4 w-4 accent-night-700" />
          <span>{name} agreed to me keeping their birth details here.</span>
        </label>
        <ErrorList id={fields.agreement.errorId} errors={fields.agreement.errors} />
      </div>
      <button type="submit" className="btn-primary">
        Save to my people
      </button>
    </Form>
  );
}

/** A saved person's bar above their report: who they are, star, edit, delete (confirmed first). */
export function PersonBar({ person }: { person: PersonView }) {
  const { pathname } = useLocation();
  return (
    <div className="card flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="person-bar">
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          In your people · {person.relationshipLabel} · {person.sunSign} Sun · {person.moonSign} Moon
        </p>
        <Link to={`${pathname}?tab=compatibility#people`} className="link text-sm">
          All your people
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarForm person={person} />
        <Link to={`${personHref(pathname, person.id)}&edit=1`} className="btn-outline">
          Edit
        </Link>
        {/* A disclosure asks first, with or without JavaScript. */}
        <details className="relative">
          <summary className="btn-ghost cursor-pointer list-none text-red-700 dark:text-red-300">Delete…</summary>
          <Form method="post" className="absolute right-0 z-10 mt-2 w-64 rounded-xl border border-night-200 bg-white p-3 text-sm shadow-lg dark:border-night-700 dark:bg-night-950">
            <input type="hidden" name="intent" value="delete-person" />
            <input type="hidden" name="id" value={person.id} />
            <input type="hidden" name="name" value={person.name} />
            <p>Delete {person.name} and their birth details? Their report goes too.</p>
            <button type="submit" className="btn-danger mt-3 w-full">
              Delete {person.name}
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
  return (
    <Form method="post" className="card space-y-5" aria-labelledby="edit-person-heading" data-chart-form="" {...getFormProps(form)}>
      <h2 id="edit-person-heading" className="text-2xl font-semibold">
        Edit {person.name}
      </h2>
      <FormAlert title="Error" message={form.errors?.[0]} id={form.errorId} />
      <input type="hidden" name="id" value={person.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.name} label="Name">
          <input {...nameProps} required maxLength={100} className="input" />
        </Labelled>
        <RelationshipSelect field={fields.relationship as FieldMetadata<string>} />
        <BirthDateField field={fields.birthDate} />
        <OptionalTimeField time={fields.birthTime} unknown={fields.timeUnknown} />
      </div>
      <PlaceSearch
        fields={fields}
        label="Birth Place"
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "personPlaceChoice", searchIntent: "search-person-place" }}
        results={search?.results ?? failed?.results}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="update-person" className="btn-primary">
          Save changes
        </button>
        <Link to={personHref(pathname, person.id)} className="btn-outline">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
