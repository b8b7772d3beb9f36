// Payloads of web push (POST and DELETE /api/user/push-subscriptions, the test push, and the settings
// card's "Remove" form): one schema per payload for the card and the JSON routes. The endpoint must be a
// browser push service's (app/domain/push.ts); the test origins a deployment accepts besides them
// (PUSH_TEST_ORIGINS) are the server's to give.
import { z } from "zod";
import { isPushServiceEndpoint } from "~/domain/push";
import { cleanName } from "~/schemas/text";

export const DEVICE_NAME_MAX = 60;
export const ENDPOINT_REQUIRED = "endpoint is required: send the browser's PushSubscription";
export const ENDPOINT_NOT_PUSH_SERVICE = "endpoint must be the https:// address of a browser's push service (Google, Mozilla, Apple or Microsoft)";
export const P256DH_INVALID = "keys.p256dh must be the browser's P-256 public key, base64url-encoded (65 bytes)";
export const AUTH_INVALID = "keys.auth must be the browser's 16-byte auth secret, base64url-encoded";
export const DEVICE_NAME_TOO_LONG = `Device name must be at most ${DEVICE_NAME_MAX} characters`;
export const DEVICE_REQUIRED = "Say which device: its id or its endpoint";

/** How many bytes a base64url text (padding tolerated) decodes to, or null when it is not base64url. */
function base64urlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const chars = value.replace(/=+$/, "").length;
  return chars % 4 === 1 ? null : Math.floor((chars * 6) / 8);
}

const endpointUrl = (testOrigins: readonly string[]) =>
  z
    .string({ required_error: ENDPOINT_REQUIRED, invalid_type_error: ENDPOINT_REQUIRED })
    .trim()
    .min(1, ENDPOINT_REQUIRED)
    .max(2048, "endpoint must be at most 2048 characters")
    .refine((value) => isPushServiceEndpoint(value, testOrigins), ENDPOINT_NOT_PUSH_SERVICE);

export const deviceName = z
  .string({ invalid_type_error: "Device name must be text" })
  .transform(cleanName)
  .pipe(z.string().max(DEVICE_NAME_MAX, DEVICE_NAME_TOO_LONG))
  .optional()
  .transform((value) => value ?? "");

/**
 * The browser's `PushSubscription.toJSON()` (endpoint, expirationTime, keys.p256dh, keys.auth) plus an
 * optional device name. `testOrigins`: origins accepted besides the push services (PUSH_TEST_ORIGINS).
 */
export function pushSubscriptionSchema(testOrigins: readonly string[] = []) {
  return z.object({
    endpoint: endpointUrl(testOrigins),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z
          .string({ required_error: P256DH_INVALID, invalid_type_error: P256DH_INVALID })
          // An uncompressed point: 0x04 then x and y, so the text starts with "B".
          .refine((value) => base64urlBytes(value) === 65 && value.startsWith("B"), P256DH_INVALID),
        auth: z
          .string({ required_error: AUTH_INVALID, invalid_type_error: AUTH_INVALID })
          .refine((value) => base64urlBytes(value) === 16, AUTH_INVALID),
      },
      { required_error: "keys is required: { p256dh, auth }", invalid_type_error: "keys must be an object: { p256dh, auth }" },
    ),
    deviceName,
  });
}

export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionSchema>>;

/** Which device: `id` (the settings form, the API) or `endpoint` (a browser removing itself). */
export const pushDeviceSchema = z
  .object({
    id: z.string().trim().max(100).optional(),
    endpoint: z.string().trim().max(2048).optional(),
  })
  .transform((value, ctx) => {
    if (value.id) return { id: value.id };
    if (value.endpoint) return { endpoint: value.endpoint };
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: DEVICE_REQUIRED, path: ["id"] });
    return z.NEVER;
  });

export type PushDeviceInput = z.output<typeof pushDeviceSchema>;

/** The test notification: which of the member's devices. */
export const pushTestSchema = z.object({
  id: z.string({ required_error: "id is required: which device to test", invalid_type_error: "id must be text" }).trim().min(1, "id is required: which device to test").max(100),
});
