import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/admin.fix-birth";
import { useAdminText, UserPicker, userLabel } from "~/components/admin/user-picker";
import { FormAlert } from "~/components/form-alert";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/components/use-hydrated";
import { formatCoordinates } from "~/domain/format";
import { ADMIN_MESSAGES, birthDetailsFormSchema, geocodeSchema } from "~/schemas/admin";
import { adminGeocode, getBirthDetails, updateBirthDetails, type CurrentBirthDetails } from "~/services/admin.server";
import { formAction, formError, readForm, shown, tabUrl } from "~/http/responses.server";
import { unlessRefused } from "./refusals.server";
import type { Translate } from "~/i18n/messages.server";
import { askingAdmin, pickerLoader } from "./admin-picker.server";
import type { Outcome } from "~/domain/outcome";
import type { User } from "~/models/user.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.messages["manage.fixTitle"] }];

/** Geocoding starts this long after the birth place stops changing (docs/product.md#validation, #constants). */
export const GEOCODE_DEBOUNCE_MS = 800;
const GEOCODE_MIN_CHARS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const tab = await pickerLoader({ request });
  return { ...tab, current: tab.picker.selected ? await getBirthDetails(tab.picker.selected.id) : null };
}

type Choice = { latitude: number; longitude: number; display_name: string };
type ActionAnswer = { result: SubmissionResult<string[]>; found: string | null; choices: Choice[] };

/** A place choice as the form posts it: "lat|lon|name". */
const choiceValue = (c: Choice) => `${c.latitude}|${c.longitude}|${c.display_name}`;
function readChoice(value: FormDataEntryValue | null): Choice | null {
  if (typeof value !== "string") return null;
  const [lat, lon, ...name] = value.split("|");
  const latitude = Number(lat);
  const longitude = Number(lon);
  return lat && lon && Number.isFinite(latitude) && Number.isFinite(longitude) && name.length ? { latitude, longitude, display_name: name.join("|").slice(0, 200) } : null;
}

/** Geocode and "Use this place" save nothing: the form comes back as typed, never refused by the save's checks. */
const unchecked = z.object({});

export async function action({ request }: Route.ActionArgs) {
  const { admin, locale, t } = await askingAdmin(request);
  return formAction(
    async () => fixBirthOutcome(request, admin, t, await readForm(request)),
    (error) => shown(error, { result: formError(error.message), found: null, choices: [] }),
    locale,
  );
}

/** Fix Birth's three forms: list the places a name may mean, take one, or save the details. */
async function fixBirthOutcome(request: Request, admin: User, t: Translate, form: FormData): Promise<Outcome<ActionAnswer>> {
  const answer = (status: number, result: SubmissionResult<string[]>, rest: Partial<ActionAnswer> = {}) => ({ data: { result, found: null, choices: [], ...rest }, status });
  const placeRefused = (status: number, message: string) => answer(status, parseWithZod(form, { schema: unchecked }).reply({ fieldErrors: { birthPlace: [message] } }));

  if (form.get("intent") === "geocode") {
    // The no-JavaScript geocode button: list the places the name may mean; the admin picks one.
    const parsed = geocodeSchema.safeParse({ location: form.get("birthPlace") });
    if (!parsed.success) return placeRefused(400, ADMIN_MESSAGES.birthPlaceRequired);
    return unlessRefused(async () => {
      const choices = (await adminGeocode(parsed.data.location)).choices;
      // The old coordinates belong to the old place: they go until one of the new choices is picked.
      form.set("birthLatitude", "");
      form.set("birthLongitude", "");
      return answer(200, parseWithZod(form, { schema: unchecked }).reply(), { choices });
    }, (error) => placeRefused(error.status, error.message));
  }

  if (form.get("intent") === "choose-place") {
    // The no-JavaScript choice: its coordinates fill the form, nothing is saved yet.
    const chosen = readChoice(form.get("placeChoice"));
    form.delete("placeChoice");
    if (!chosen) return placeRefused(400, ADMIN_MESSAGES.birthPlaceRequired);
    form.set("birthLatitude", String(chosen.latitude));
    form.set("birthLongitude", String(chosen.longitude));
    return answer(200, parseWithZod(form, { schema: unchecked }).reply(), { found: chosen.display_name });
  }

  const submission = parseWithZod(form, { schema: birthDetailsFormSchema });
  if (submission.status !== "success") {
    // The alert names the first problem; no user selected first of all (its field is hidden).
    const error = submission.error ?? {};
    const first = error.userId?.[0] ?? Object.values(error).flatMap((messages) => messages ?? [])[0] ?? "Invalid birth details";
    return answer(400, submission.reply({ formErrors: [first] }));
  }
  const { userId, ...input } = submission.value;
  return unlessRefused(async () => {
    const { regenerated } = await updateBirthDetails(admin, userId, input);
    return { redirect: tabUrl(request), toast: { title: t("manage.birthUpdated"), description: t(regenerated ? "manage.regenerated" : "manage.notRegenerated") } };
  }, (error) => answer(error.status, submission.reply({ formErrors: [error.message], fieldErrors: error.errors })));
}

export default function FixBirthTab({ loaderData, actionData }: Route.ComponentProps) {
  const { picker, current } = loaderData;
  const selected = picker.selected;
  const navigation = useNavigation();
  const answer = navigation.state === "idle" ? actionData : undefined;
  const { t } = useAdminText();
  return (
    <div className="space-y-6">
      <UserPicker picker={picker} />
      <Section id="fix-birth-card" title={t("manage.fixBirth")}>
        <p className="hint">{selected ? t(current ? "manage.currentFilled" : "manage.noChartYet", { label: userLabel(selected) }) : t("manage.selectFirst")}</p>
        <BirthForm
          // A new user or a new answer starts the form afresh from what the server gives.
          key={`${selected?.id ?? "none"}:${JSON.stringify(answer ?? null)}`}
          userId={selected?.id ?? ""}
          current={current}
          answer={answer}
          pending={navigation.state === "submitting"}
        />
      </Section>
    </div>
  );
}

function BirthForm({ userId, current, answer, pending }: { userId: string; current: CurrentBirthDetails; answer: ActionAnswer | undefined; pending: boolean }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "fix-birth",
    lastResult: answer?.result,
    defaultValue: { ...current, regenerateProfile: "on" },
    constraint: getZodConstraint(birthDetailsFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const initial = (name: keyof typeof fields) => String(fields[name].initialValue ?? "");
  const [place, setPlace] = useState(initial("birthPlace"));
  const [latitude, setLatitude] = useState(initial("birthLatitude"));
  const [longitude, setLongitude] = useState(initial("birthLongitude"));
  const [found, setFound] = useState(answer?.found ?? null);
  const [choices, setChoices] = useState(answer?.choices ?? []);
  const typed = useRef(false);
  const { t, say } = useAdminText();

  // With JavaScript: geocode 800 ms after the place stops changing, from 3 characters on.
  useEffect(() => {
    if (!typed.current) return;
    const location = place.trim();
    if (location.length < GEOCODE_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/admin/geocode", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ location }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        // The places the name may mean, for the admin to pick: a name like "Valença" is never resolved silently.
        setChoices(((await response.json()) as { choices: Choice[] }).choices);
      } catch (failure) {
        // Silent by design (docs/product.md#errors): the admin can still type the coordinates.
        if (!controller.signal.aborted) console.warn("[admin] geocoding failed", failure);
      }
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [place]);

  return (
    <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
      <FormAlert title={t("manage.fixFailed")} message={say(form.errors)?.[0]} id={form.errorId} />
      <input type="hidden" name="userId" value={userId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("manage.birthDate")} errors={say(fields.birthDate.errors)} inputProps={getInputProps(fields.birthDate, { type: "date" })} />
        <Field
          label={t("manage.birthTime")}
          hint={t("manage.birthTimeOptional")}
          errors={say(fields.birthTime.errors)}
          inputProps={getInputProps(fields.birthTime, { type: "time" })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Field
          className="min-w-56 flex-1"
          label={t("manage.birthPlace")}
          hint={t(hydrated ? "manage.placesAsYouType" : "manage.useGeocode")}
          errors={say(fields.birthPlace.errors)}
          inputProps={{
            ...controlled(fields.birthPlace),
            autoComplete: "off",
            value: place,
            onChange: (event) => {
              typed.current = true;
              // A new place name: the old coordinates go until one of its places is picked.
              setFound(null);
              setChoices([]);
              setLatitude("");
              setLongitude("");
              setPlace(event.target.value);
            },
          }}
        />
        <button type="submit" name="intent" value="geocode" formNoValidate className="btn-outline mb-6">
          {t("manage.geocode")}
        </button>
      </div>
      {choices.length ? (
        <fieldset className="rounded-lg border border-night-200 p-3 dark:border-night-700">
          <legend className="px-1 text-sm font-medium">{t("manage.whichPlace")}</legend>
          <ul className="space-y-1">
            {choices.map((choice, i) => (
              <li key={choiceValue(choice)}>
                <label className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="radio"
                    // Without JavaScript the choice is posted ("Use this place"); with it, picking fills the coordinates.
                    name={hydrated ? undefined : "placeChoice"}
                    value={choiceValue(choice)}
                    defaultChecked={hydrated ? undefined : i === 0}
                    checked={hydrated ? latitude === String(choice.latitude) && longitude === String(choice.longitude) : undefined}
                    onChange={() => {
                      setLatitude(String(choice.latitude));
                      setLongitude(String(choice.longitude));
                      setFound(choice.display_name);
                    }}
                    className="mt-1 accent-night-700"
                  />
                  <span>
                    {choice.display_name} <span className="text-slate-500 dark:text-slate-400">({formatCoordinates(choice.latitude, choice.longitude)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {hydrated ? null : (
            <button type="submit" name="intent" value="choose-place" formNoValidate className="btn-outline mt-2">
              {t("manage.usePlace")}
            </button>
          )}
        </fieldset>
      ) : null}
      <p aria-live="polite" className="hint" data-testid="geocode-result">
        {found ? t("manage.found", { place: found }) : ""}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("manage.latitude")}
          errors={say(fields.birthLatitude.errors)}
          inputProps={{ ...controlled(fields.birthLatitude), inputMode: "decimal", value: latitude, onChange: (event) => setLatitude(event.target.value) }}
        />
        <Field
          label={t("manage.longitude")}
          errors={say(fields.birthLongitude.errors)}
          inputProps={{ ...controlled(fields.birthLongitude), inputMode: "decimal", value: longitude, onChange: (event) => setLongitude(event.target.value) }}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input {...getInputProps(fields.regenerateProfile, { type: "checkbox" })} className="h-4 w-4 accent-night-700" />
        {t("manage.regenerate")}
      </label>
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={pending || !userId}>
        {pending ? t("manage.updating") : t("manage.updateBirth")}
      </button>
    </Form>
  );
}

/** A field whose value the form holds in state (the place and its coordinates): Conform's props without its default value. */
function controlled(field: Parameters<typeof getInputProps>[0]) {
  const { defaultValue: _default, key: _key, ...props } = getInputProps(field, { type: "text" });
  return props;
}
