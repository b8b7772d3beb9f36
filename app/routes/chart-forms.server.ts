// Helpers the chart page's form actions share (profile.server.ts and people.server.ts).
import type { SubmissionResult } from "@conform-to/react";
import type { PlaceOption } from "~/domain/chart";
import type { User } from "~/models/user.server";
import type { CompatibilityResult, CompatibilityWheel } from "~/services/compatibility.server";
import type { BirthTimeQuestion } from "~/services/profile.server";
import { searchPlaces } from "~/services/geocode.server";
import { rateLimit } from "~/services/rate-limit.server";

export type Values = Record<string, string>;
export type Errors = Record<string, string[]>;
export type ChartActionData =
  | { intent: "search-place"; scope: "birth" | "partner" | "person"; values: Values; results: PlaceOption[]; searched: string }
  /** The birth details form, shown again: its Conform reply, a server search for the place typed, or the time question. */
  | { intent: "save-profile"; result: SubmissionResult<string[]>; results?: PlaceOption[]; question?: BirthTimeQuestion }
  /** The partner form (the Match tab), refused: its Conform reply, and a server search for the place typed. */
  | { intent: "compatibility"; result: SubmissionResult<string[]>; results?: PlaceOption[] }
  /** The Chinese tab's sex question, refused. */
  | { intent: "sex"; values: Values; errors: Errors; formError?: string }
  /** A report; with `saveResult`, "Save to my people" refused (the Conform reply of its form). */
  | { intent: "compatibility-report"; values: Values; token: string; report: CompatibilityResult; wheel: CompatibilityWheel; saveResult?: SubmissionResult<string[]> }
  /** A failed edit of a saved person, or a refused star or deletion: the Conform reply. */
  | { intent: "person"; id: string; result: SubmissionResult<string[]>; results?: PlaceOption[] };

export type Context = { user: User; url: URL; formData: FormData; clientIp: string };

/** The submitted text fields, echoed back so a form shown again keeps what was typed. */
export function formValues(formData: FormData): Values {
  const values: Values = {};
  for (const [key, value] of formData) if (typeof value === "string" && key !== "intent") values[key] = value;
  return values;
}

export async function findPlaces(query: string, clientIp: string): Promise<PlaceOption[]> {
  if (query.trim().length < 3) return [];
  await rateLimit("places", clientIp);
  return (await searchPlaces(query)).map((r) => ({ name: r.display_name, latitude: Number(r.lat), longitude: Number(r.lon) }));
}

/**
 * A refused birth form whose place was typed but never chosen (no coordinates): the places the words
 * may mean, for the form to offer; undefined when the place is not what was refused.
 */
export async function placesForRefused(error: Record<string, string[] | null> | null | undefined, formData: FormData, clientIp: string) {
  const place = formData.get("birthPlace");
  const missingPlace = (error?.birthLatitude || error?.birthLongitude) && typeof place === "string" && place;
  return missingPlace ? await findPlaces(place, clientIp) : undefined;
}

/** A radio choice from the no-JavaScript search ("lat|lon|name") fills the place and its coordinates. */
export function applyPlaceChoice(formData: FormData, choiceKey: string, placeKey: string, latKey: string, lonKey: string) {
  const choice = formData.get(choiceKey);
  formData.delete(choiceKey);
  if (typeof choice !== "string") return;
  const [lat, lon, ...name] = choice.split("|");
  if (lat && lon && name.length) {
    formData.set(latKey, lat);
    formData.set(lonKey, lon);
    formData.set(placeKey, name.join("|"));
  }
}

export function fieldErrors(error: Record<string, string[] | null> | null | undefined): Errors {
  const out: Errors = {};
  for (const [key, messages] of Object.entries(error ?? {})) if (messages?.length) out[key] = messages;
  return out;
}

/** Where a form of the page goes back to: "/" or "/profile", with the tab (and anchor) it belongs to. */
export function back(url: URL, query: string) {
  return `${url.pathname === "/" ? "/" : url.pathname}?${query}`;
}
