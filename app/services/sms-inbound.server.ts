// Incoming text messages (Twilio's webhook): the signature check and the STOP / START keywords.
import twilio from "twilio";
import { withdrawConsentsOfAddress } from "~/models/consent.server";
import { setSmsInsightsByPhone } from "~/models/user.server";

// Twilio's standard opt-out and opt-in keywords (Advanced Opt-Out defaults).
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const START_WORDS = new Set(["START", "YES", "UNSTOP", "OPTIN"]);

export const STOP_REPLY = "Three Skies: daily insights by text are off. Reply START to turn them back on.";
export const START_REPLY = "Three Skies: daily insights by text are on again. Reply STOP to opt out.";
export const HELP_REPLY = "Three Skies daily insights. Reply STOP to opt out, START to opt back in. Settings: ";

/** True when `signature` is Twilio's for these posted fields at the public URL. */
export function isSignedByTwilio(authToken: string, signature: string, publicUrl: string, params: Record<string, string>): boolean {
  return Boolean(signature) && twilio.validateRequest(authToken, signature, publicUrl, params);
}

/** Acts on a text from `phone` (E.164) and answers the reply; STOP and START apply to every account with that number. */
export async function handleInboundText(phone: string, body: string, settingsUrl: string): Promise<string> {
  const word = body.trim().split(/\s+/)[0]?.toUpperCase() ?? "";
  if (STOP_WORDS.has(word)) {
    await setSmsInsightsByPhone(phone, false);
    await withdrawConsentsOfAddress("sms", phone);
    return STOP_REPLY;
  }
  if (START_WORDS.has(word)) {
    await setSmsInsightsByPhone(phone, true);
    return START_REPLY;
  }
  return `${HELP_REPLY}${settingsUrl}`;
}

/** The TwiML document that answers a text with `message`. */
export function twimlReply(message: string): string {
  const response = new twilio.twiml.MessagingResponse();
  response.message(message);
  return response.toString();
}
