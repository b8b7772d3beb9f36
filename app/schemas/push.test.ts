import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUTH_INVALID, DEVICE_NAME_TOO_LONG, DEVICE_REQUIRED, ENDPOINT_NOT_PUSH_SERVICE, ENDPOINT_REQUIRED, P256DH_INVALID, pushDeviceSchema, pushSubscriptionSchema } from "./push";

const ecdh = crypto.createECDH("prime256v1");
const keys = { p256dh: ecdh.generateKeys().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
const endpoint = "https://fcm.googleapis.com/fcm/send/abc:def";

function messages(input: unknown, origins: string[] = []) {
  const result = pushSubscriptionSchema(origins).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("pushSubscriptionSchema", () => {
  it("takes a browser's PushSubscription JSON, with or without a device name", () => {
    expect(pushSubscriptionSchema().parse({ endpoint, expirationTime: null, keys })).toEqual({ endpoint, expirationTime: null, keys, deviceName: "" });
    expect(pushSubscriptionSchema().parse({ endpoint, keys, deviceName: " Pixel\u202E 8 \n" }).deviceName).toBe("Pixel 8");
    // Padded base64 is what some browsers send.
    expect(messages({ endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` } })).toEqual([]);
  });

  it("accepts the browsers' push services, and the listed test origins", () => {
    const refused = [`endpoint: ${ENDPOINT_NOT_PUSH_SERVICE}`];
    for (const accepted of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://FCM.googleapis.com:443/wp/abc",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://push.services.mozilla.com/wpush/v1/gAAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://db5p.notify.windows.com/w/?token=AwYAAAB",
    ]) {
      expect(messages({ endpoint: accepted, keys }), accepted).toEqual([]);
    }
    for (const address of [
      // The server's own machine and network, however spelled.
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://2130706433/x",
      // Any other site.
      "https://example.com/push",
      "https://fcm.googleapis.com.example.com/x",
      "https://evilfcm.googleapis.com/x",
      "https://push.apple.com.evil.example/x",
      "https://evilpush.apple.com/x",
      // A push service's host, but not as browsers give it.
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://user@web.push.apple.com/x",
      "data:text/plain,hi",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(messages({ endpoint: address, keys }), address).toEqual(refused);
    }
    expect(messages({ endpoint: "http://127.0.0.1:4010/send/1", keys }, ["http://127.0.0.1:4010"])).toEqual([]);
    // Another port of the same host is another origin; credentials are refused there too.
    expect(messages({ endpoint: "http://127.0.0.1:4011/send/1", keys }, ["http://127.0.0.1:4010"])).toEqual(refused);
    expect(messages({ endpoint: "http://user:pass@127.0.0.1:4010/send/1", keys }, ["http://127.0.0.1:4010"])).toEqual(refused);
    expect(messages({ keys })).toEqual([`endpoint: ${ENDPOINT_REQUIRED}`]);
    expect(messages({ endpoint: `https://fcm.googleapis.com/${"a".repeat(2100)}`, keys })).toEqual(["endpoint: endpoint must be at most 2048 characters"]);
  });

  it("wants the browser's P-256 public key and 16-byte auth secret", () => {
    const compressed = Buffer.from(ecdh.getPublicKey(undefined, "compressed")).toString("base64url");
    expect(messages({ endpoint, keys: { ...keys, p256dh: compressed } })).toEqual([`keys.p256dh: ${P256DH_INVALID}`]);
    expect(messages({ endpoint, keys: { ...keys, p256dh: keys.p256dh.replace(/^B/, "C") } })).toEqual([`keys.p256dh: ${P256DH_INVALID}`]);
    expect(messages({ endpoint, keys: { ...keys, p256dh: `${keys.p256dh.slice(0, 80)}+/+/+/+` } })).toEqual([`keys.p256dh: ${P256DH_INVALID}`]);
    expect(messages({ endpoint, keys: { ...keys, auth: crypto.randomBytes(12).toString("base64url") } })).toEqual([`keys.auth: ${AUTH_INVALID}`]);
    expect(messages({ endpoint, keys: { p256dh: 42 } })).toEqual([`keys.p256dh: ${P256DH_INVALID}`, `keys.auth: ${AUTH_INVALID}`]);
    expect(messages({ endpoint, keys: "secret" })).toEqual(["keys: keys must be an object: { p256dh, auth }"]);
  });

  it("bounds the device name", () => {
    expect(messages({ endpoint, keys, deviceName: "x".repeat(61) })).toEqual([`deviceName: ${DEVICE_NAME_TOO_LONG}`]);
    expect(messages({ endpoint, keys, deviceName: 7 })).toEqual(["deviceName: Device name must be text"]);
  });
});

describe("pushDeviceSchema", () => {
  it("names a device by id or by endpoint, the id first", () => {
    expect(pushDeviceSchema.parse({ id: "d1", endpoint })).toEqual({ id: "d1" });
    expect(pushDeviceSchema.parse({ endpoint })).toEqual({ endpoint });
    expect(pushDeviceSchema.safeParse({ id: "  " }).error?.issues[0]?.message).toBe(DEVICE_REQUIRED);
    expect(pushDeviceSchema.safeParse({}).error?.issues[0]?.message).toBe(DEVICE_REQUIRED);
  });
});
