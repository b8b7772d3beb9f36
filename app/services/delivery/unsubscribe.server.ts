// Unsubscribe links: an HMAC of SESSION_SECRET over the user id and channel, no expiry, no login.
import crypto from "node:crypto";
import { env } from "~/env.server";
import { findUserById, turnOffInsightsChannel } from "~/models/user.server";
import type { Channel as DeliveryChannel } from "~/domain/delivery";

/** The channels with an unsubscribe link (a push device is removed in the settings instead). */
type Channel = Exclude<DeliveryChannel, "push">;

function signature(payload: string, secret = env().SESSION_SECRET) {
  return crypto.createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");
}

export function unsubscribeToken(userId: string, channel: Channel = "email") {
  const payload = `${userId}.${channel}`;
  return `${payload}.${signature(payload)}`;
}

/** The user id and channel of a valid token, else null. */
export function verifyUnsubscribeToken(token: string | null | undefined): { userId: string; channel: Channel } | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [userId, channel, sig] = parts as [string, string, string];
  if (channel !== "email" && channel !== "sms") return null;
  const given = Buffer.from(sig);
  // Links already sent stay valid while their secret is still listed in SESSION_SECRET (rotation).
  const valid = env().SESSION_SECRETS.some((secret) => {
    const expected = Buffer.from(signature(`${userId}.${channel}`, secret));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return valid ? { userId, channel } : null;
}

export function unsubscribeUrl(userId: string) {
  return `${env().APP_URL.replace(/\/$/, "")}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** The email of a valid token's user (for the confirmation page), else null. Reads only. */
export async function unsubscribeTarget(token: string | null | undefined): Promise<{ email: string; locale: string | null } | null> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) return null;
  const user = await findUserById(claim.userId);
  return user ? { email: user.email, locale: user.locale } : null;
}

/** Turns a channel's insights off for the token's user. Answers the user's email, or null for a bad token. */
export async function unsubscribe(token: string | null | undefined): Promise<{ email: string; locale: string | null; channel: Channel } | null> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) return null;
  const user = await findUserById(claim.userId);
  if (!user) return null;
  await turnOffInsightsChannel(user.id, claim.channel);
  return { email: user.email, locale: user.locale, channel: claim.channel };
}
