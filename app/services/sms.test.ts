import { afterEach, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { resetEnvForTests } from "~/env.server";
import { sendSms, setSmsDriverForTests, smsDriver } from "./sms.server";

afterEach(() => {
  for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) delete process.env[key];
  resetEnvForTests();
  setSmsDriverForTests(undefined);
});

describe("SMS service", () => {
  it("writes to the outbox when Twilio is not configured", async () => {
    expect(smsDriver().name).toBe("outbox");
    await sendSms({ to: "+14155552671", body: "Hello" });
    const rows = await db().selectFrom("outbox").selectAll().where("channel", "=", "sms").execute();
    expect(rows).toMatchObject([{ recipient: "+14155552671", textBody: "Hello", subject: null, htmlBody: null }]);
  });

  it("chooses the Twilio driver only when the SID, token and sender are all set", () => {
    process.env.TWILIO_ACCOUNT_SID = "AC00000000000000000000000000000009";
    process.env.TWILIO_AUTH_TOKEN = "token";
    resetEnvForTests();
    expect(smsDriver().name).toBe("outbox");
    setSmsDriverForTests(undefined);
    process.env.TWILIO_FROM = "+15005550006";
    resetEnvForTests();
    expect(smsDriver().name).toBe("twilio");
  });
});
