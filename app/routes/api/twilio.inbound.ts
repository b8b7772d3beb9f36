import twilio from "twilio";
import type { Route } from "./+types/twilio.inbound";
import { env } from "~/env.server";
import { setSmsInsightsByPhone } from "~/services/delivery.server";
import { apiError, HttpError, methodNotAllowed, readForm } from "~/http/responses.server";
import { normalizePhone } from "~/services/preferences.server";

// Twilio's standard opt-out and opt-in keywords (Advanced Opt-Out defaults).
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP", "OPTIN"]);

export const STOP_REPLY = "Three Skies: daily insights by text are off. Reply START to turn them back on.";
export const START_REPLY = "Three Skies: daily insights by text are on again. Reply STOP to opt out.";
export const HELP_REPLY = "Three Skies daily insights. Reply STOP to opt out, START to opt back in. Settings: ";

function twiml(message: string) {
  const response = new twilio.twiml.MessagingResponse();
  response.message(message);
  return new Response(response.toString(), { headers: { "content-type": "text/xml; charset=utf-8" } });
}

/**
 * POST /api/twilio/inbound: Twilio's webhook for incoming texts. With TWILIO_AUTH_TOKEN set, the
 * X-Twilio-Signature must match the public URL (APP_URL + path) and the posted fields, else 403.
 * Without a token no real number exists (the outbox driver is in use): unsigned requests are then
 * accepted outside production, for local trials, and refused in production.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof HttpError) return apiError(error.status, error.message);
    throw error;
  }
  const params: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") params[key] = value;

  const { TWILIO_AUTH_TOKEN, APP_URL, NODE_ENV } = env();
  if (TWILIO_AUTH_TOKEN) {
    const url = new URL(request.url);
    const publicUrl = `${APP_URL.replace(/\/$/, "")}${url.pathname}${url.search}`;
    const signature = request.headers.get("x-twilio-signature") ?? "";
    if (!signature || !twilio.validateRequest(TWILIO_AUTH_TOKEN, signature, publicUrl, params)) {
      return apiError(403, "Invalid Twilio signature");
    }
  } else if (NODE_ENV === "production") {
    return apiError(403, "Inbound SMS is not configured");
  }

  const from = normalizePhone(params.From ?? "");
  if (!from) return apiError(400, "From must be a phone number", { From: ["From must be a phone number"] });
  const word = (params.Body ?? "").trim().split(/\s+/)[0]?.toUpperCase() ?? "";
  if (STOP_WORDS.has(word)) {
    await setSmsInsightsByPhone(from, false);
    return twiml(STOP_REPLY);
  }
  if (START_WORDS.has(word)) {
    await setSmsInsightsByPhone(from, true);
    return twiml(START_REPLY);
  }
  return twiml(`${HELP_REPLY}${APP_URL.replace(/\/$/, "")}/settings`);
}

export const loader = () => methodNotAllowed();
