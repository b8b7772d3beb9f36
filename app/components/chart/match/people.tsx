/**
 * Your people on the Match tab: the list (open, star), "Save to my people" under an unsaved report,
 * and a saved person's bar (star, edit, delete) and edit form. Every control is a real form.
 */
import { useLocation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { FormAlert } from "~/components/form-alert";
import { ErrorList } from "~/components/ui/field";
import { MAX_STARRED, RELATIONSHIPS } from "~/schemas/people-messages";
import type { ChartActionData } from "~/routes/profile.server";
import type { PersonView } from "~/services/people.server";
import { PlaceSearch } from "../place-search";

type PersonFailure = Extract<ChartActionData, { intent: "person" }>;
type SearchData = Extract<ChartActionData, { intent: "search-place" }>;

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
  const failed = actionData?.intent === "person" ? (actionData as PersonFailure) : undefined;
  return (
    <section id="people" aria-labelledby="people-heading" className="card">
      <h2 id="people-heading" className="text-2xl font-semibold">
        Your people
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Reports you keep open again at once. Star up to {MAX_STARRED} to see how you and they are doing on your Daily tab.
      </p>
      <FormAlert title="Error" message={failed?.formError} />
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
    </section>
  );
}

function RelationshipSelect({ defaultValue, errors }: { defaultValue?: string; errors?: string[] }) {
  return (
    <div>
      <label htmlFor="relationship" className="label">
        How you know them
      </label>
      <select id="relationship" name="relationship" required defaultValue={defaultValue ?? ""} className="input" aria-invalid={errors ? true : undefined} aria-describedby={errors ? "relationship-error" : undefined}>
        <option value="" disabled>
          Choose…
        </option>
        {Object.entries(RELATIONSHIPS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <ErrorList id="relationship-error" errors={errors} />
    </div>
  );
}

/** Under an unsaved report: keep the person, with their agreement. */
export function SavePersonForm({ token, partnerName, values, errors }: { token: string; partnerName: string; values: Record<string, string>; errors?: Record<string, string[]> }) {
  return (
    <Form method="post" className="card space-y-4" aria-labelledby="save-person-heading" preventScrollReset>
      <h2 id="save-person-heading" className="text-xl font-semibold">
        Save to my people
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Keep this report: it opens again from the Match tab whenever you want it, on any device.</p>
      <input type="hidden" name="intent" value="save-person" />
      <input type="hidden" name="token" value={token} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="person-name" className="label">
            Name
          </label>
          <input id="person-name" name="name" required maxLength={100} defaultValue={values.name ?? partnerName} className="input" aria-invalid={errors?.name ? true : undefined} />
          <ErrorList errors={errors?.name} />
        </div>
        <RelationshipSelect defaultValue={values.relationship} errors={errors?.relationship} />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="agreement" required className="mt-0.5 h-4 w-4 accent-night-700" aria-describedby={errors?.agreement ? "agreement-error" : undefined} />
          <span>{values.name || partnerName} agreed to me keeping their birth details here.</span>
        </label>
        <ErrorList id="agreement-error" errors={errors?.agreement} />
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

/**
 * The edit form of a saved person (a failed save shows it again with what was typed). Its place
 * combobox and Time Unknown switch are app/browser/enhance-chart.ts's.
 */
export function PersonEditForm({ person, actionData }: { person: PersonView; actionData: ChartActionData | undefined }) {
  const { pathname } = useLocation();
  const failed = actionData?.intent === "person" ? (actionData as PersonFailure) : undefined;
  const search = actionData?.intent === "search-place" && actionData.scope === "person" ? (actionData as SearchData) : undefined;
  const values: Record<string, string> = failed?.values ??
    search?.values ?? {
      name: person.name,
      relationship: person.relationship,
      birthDate: person.birthDate,
      birthTime: person.birthTime ?? "",
      birthPlace: person.birthPlace,
      birthLatitude: String(person.birthLatitude),
      birthLongitude: String(person.birthLongitude),
    };
  const errors = failed?.errors ?? {};
  const timeUnknown = values.timeUnknown === "on" || (!values.birthTime && !failed && !search);
  return (
    <Form method="post" className="card space-y-5" aria-labelledby="edit-person-heading" data-chart-form="">
      <h2 id="edit-person-heading" className="text-2xl font-semibold">
        Edit {person.name}
      </h2>
      <FormAlert title="Error" message={failed?.formError} />
      <input type="hidden" name="id" value={person.id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="edit-name" className="label">
            Name
          </label>
          <input id="edit-name" name="name" required maxLength={100} defaultValue={values.name} className="input" />
          <ErrorList errors={errors.name} />
        </div>
        <RelationshipSelect defaultValue={values.relationship} errors={errors.relationship} />
        <div>
          <label htmlFor="edit-birthDate" className="label">
            Birth Date
          </label>
          <input id="edit-birthDate" name="birthDate" type="date" required min="1800-01-01" max="2100-12-31" defaultValue={values.birthDate} className="input" />
          <ErrorList errors={errors.birthDate} />
        </div>
        <div>
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="edit-birthTime" className="label">
              Birth Time (optional)
            </label>
            <label className="flex items-center gap-2 text-xs">
              <input type="checkbox" name="timeUnknown" defaultChecked={timeUnknown} data-disables="edit-birthTime" className="h-4 w-4 accent-night-700" />
              Time Unknown
            </label>
          </div>
          <input id="edit-birthTime" name="birthTime" type="time" defaultValue={values.birthTime} className="input" />
          <ErrorList errors={errors.birthTime} />
        </div>
      </div>
      <PlaceSearch
        id="edit-birthPlace"
        label="Birth Place"
        names={{ place: "birthPlace", latitude: "birthLatitude", longitude: "birthLongitude", choice: "personPlaceChoice", searchIntent: "search-person-place" }}
        defaultPlace={values.birthPlace}
        defaultLatitude={values.birthLatitude}
        defaultLongitude={values.birthLongitude}
        results={search?.results ?? failed?.results}
        errors={[...new Set([...(errors.birthPlace ?? []), ...(errors.birthLatitude ?? []), ...(errors.birthLongitude ?? [])])]}
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
