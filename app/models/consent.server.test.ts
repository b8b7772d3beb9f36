import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { listConsents, recordConsent, withdrawConsent } from "~/models/consent.server";
import { deleteUserById, insertUser } from "~/models/user.server";

async function member() {
  return insertUser({ email: `c${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "Ida", lastName: "Noddack" });
}

describe("consents", () => {
  it("a new consent for a channel closes the open one; other channels stay open", async () => {
    const user = await member();
    await recordConsent({ userId: user.id, channel: "email", address: "old@example.test", wording: "Words A", method: "registration", consentedAt: "2026-01-01T00:00:00.000Z" });
    await recordConsent({ userId: user.id, channel: "sms", address: "+15550001111", wording: "Words S", method: "settings", consentedAt: "2026-01-02T00:00:00.000Z" });
    await recordConsent({ userId: user.id, channel: "email", address: "new@example.test", wording: "Words B", method: "change", consentedAt: "2026-02-01T00:00:00.000Z" });
    const rows = await listConsents(user.id);
    expect(rows).toEqual([
      { channel: "email", address: "old@example.test", wording: "Words A", consentedAt: "2026-01-01T00:00:00.000Z", method: "registration", withdrawnAt: "2026-02-01T00:00:00.000Z" },
      { channel: "sms", address: "+15550001111", wording: "Words S", consentedAt: "2026-01-02T00:00:00.000Z", method: "settings", withdrawnAt: null },
      { channel: "email", address: "new@example.test", wording: "Words B", consentedAt: "2026-02-01T00:00:00.000Z", method: "change", withdrawnAt: null },
    ]);
    await withdrawConsent(user.id, "sms", "2026-03-01T00:00:00.000Z");
    expect((await listConsents(user.id)).find((row) => row.channel === "sms")?.withdrawnAt).toBe("2026-03-01T00:00:00.000Z");
  });

  it("refuses an unknown channel and goes with the member's row", async () => {
    const user = await member();
    await expect(recordConsent({ userId: user.id, channel: "fax" as never, address: "x", wording: "w", method: "m" })).rejects.toThrow(/CHECK constraint/);
    await recordConsent({ userId: user.id, channel: "email", address: user.email, wording: "w", method: "m" });
    await deleteUserById(user.id);
    expect(await db().selectFrom("consents").where("userId", "=", user.id).selectAll().execute()).toEqual([]);
  });
});
