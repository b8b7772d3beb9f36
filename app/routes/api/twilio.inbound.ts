import type { Route } from "./+types/twilio.inbound";
import { env } from "~/env.server";
import { apiError, methodNotAllowed, readForm } from "~/http/responses.server";
import { normalizePhone } from "~/services/preferences.server";
import { handleInboundText, isSignedByTwilio, twimlReply } from "~/services/sms-inbound.server";
import { unlessRefused } from "../refusals.server";

function twiml(message: string) {
  return new Response(twimlReply(message), { headers: { "content-type": "text/xml; charset=utf-8" } });
}

/**
 * POST /api/twilio/inbound: Twilio's webhook for incoming texts. With TWILIO_AUTH_TOKEN set, the
 * X-Twilio-Signature must match the public URL (APP_URL + path) and the posted fields, else 403.
 * Without a token no real number exists (the outbox driver is in use): unsigned requests are then
 * accepted outside production, for local trials, and refused in production.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const form = await unlessRefused(() => readForm(request), (error) => apiError(error.status, error.message));
  if (form instanceof Response) return form;
  const params = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

  const { TWILIO_AUTH_TOKEN, APP_URL, NODE_ENV } = env();
  if (TWILIO_AUTH_TOKEN) {
    const url = new URL(request.url);
    const publicUrl = `${APP_URL.replace(/\/$/, "")}${url.pathname}${url.search}`;
    const signature = request.headers.get("x-twilio-signature") ?? "";
    if (!isSignedByTwilio(TWILIO_AUTH_TOKEN, signature, publicUrl, params)) {
      return apiError(403, "Invalid Twilio signature");
    }
  } else if (NODE_ENV === "production") {
    return apiError(403, "Inbound SMS is not configured");
  }

  const from = normalizePhone(params.From ?? "");
  if (!from) return apiError(400, "From must be a phone number", { From: ["From must be a phone number"] });
  return twiml(await handleInboundText(from, params.Body ?? "", `${APP_URL.replace(/\/$/, "")}/settings`));
}

export const loader = () => methodNotAllowed();
