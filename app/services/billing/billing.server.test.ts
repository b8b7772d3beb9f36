import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { findUserById, insertUser } from "~/models/user.server";
import { applySubscription } from "~/services/billing/webhook.server";
import {
  grantsPremium,
  intervalOfPrice,
  PLANS,
  SAVE_PERCENT,
  subscriptionFromObject,
  subscriptionSummary,
  YEARLY_SAVING,
} from "~/services/billing/plans.server";
import { sendSupportRequest } from "~/services/support.server";

function user(tier = "free") {
  return insertUser({
    email: `unit-${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: "Annie",
    lastName: "Cannon",
    subscriptionTier: tier,
  });
}

describe("plans", () => {
  it("match the product's prices and the saving shown", () => {
    expect(PLANS.monthly.price).toBe("$14.99");
    expect(PLANS.yearly.price).toBe("$119");
    expect(((PLANS.monthly.amount * 12 - PLANS.yearly.amount) / 100).toFixed(2)).toBe(YEARLY_SAVING.slice(1));
    expect(SAVE_PERCENT).toBe(34);
  });

  it("knows only the configured prices", () => {
    expect(intervalOfPrice(env().STRIPE_PRICE_MONTHLY)).toBe("monthly");
    expect(intervalOfPrice(env().STRIPE_PRICE_YEARLY)).toBe("yearly");
    expect(intervalOfPrice("price_other")).toBeNull();
    expect(intervalOfPrice(null)).toBeNull();
  });

  it("Premium while active, trialing or past_due only", () => {
    expect(["active", "trialing", "past_due"].every(grantsPremium)).toBe(true);
    expect(["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"].some(grantsPremium)).toBe(false);
  });
});

describe("subscriptionFromObject", () => {
  it("reads the period from the item (current API) or the subscription (older API)", () => {
    const current = subscriptionFromObject({
      id: "sub_1",
      customer: { id: "cus_1", object: "customer" },
      status: "active",
      metadata: { userId: "u1" },
      items: { data: [{ price: { id: "price_a" }, current_period_end: 100 }] },
    });
    expect(current).toEqual({ id: "sub_1", customer: "cus_1", status: "active", priceId: "price_a", currentPeriodEnd: 100, cancelAtPeriodEnd: false, userId: "u1" });
    const legacy = subscriptionFromObject({ id: "sub_2", customer: "cus_2", status: "canceled", current_period_end: 50, items: { data: [] } });
    expect(legacy).toMatchObject({ priceId: null, currentPeriodEnd: 50, cancelAtPeriodEnd: false, userId: null });
  });

  it("answers null for anything that is not a subscription", () => {
    for (const value of [null, "sub_1", {}, { id: "sub", status: "active" }, { id: 1, customer: "c", status: "active" }]) {
      expect(subscriptionFromObject(value)).toBeNull();
    }
  });
});

describe("applySubscription", () => {
  it("an old subscription ending does not downgrade a newer active one", async () => {
    const member = await user();
    await applySubscription(member, { id: "sub_new", customer: "cus_a", status: "active", priceId: "price_x", currentPeriodEnd: 10, cancelAtPeriodEnd: false, userId: null });
    const current = (await findUserById(member.id))!;
    expect(current).toMatchObject({ subscriptionTier: "premium", stripeSubscriptionId: "sub_new", stripeCustomerId: "cus_a" });
    await applySubscription(current, { id: "sub_old", customer: "cus_a", status: "canceled", priceId: "price_x", currentPeriodEnd: 5, cancelAtPeriodEnd: false, userId: null });
    expect((await findUserById(member.id))!).toMatchObject({ subscriptionTier: "premium", stripeSubscriptionId: "sub_new" });
    await applySubscription(current, { id: "sub_new", customer: "cus_a", status: "unpaid", priceId: "price_x", currentPeriodEnd: 10, cancelAtPeriodEnd: false, userId: null });
    expect((await findUserById(member.id))!).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "unpaid" });
  });

  it("the settings summary shows plan, price and renewal", async () => {
    const member = await user();
    const updated = await applySubscription(member, {
      id: "sub_s",
      customer: "cus_s",
      status: "active",
      priceId: env().STRIPE_PRICE_YEARLY,
      currentPeriodEnd: 1_900_000_000,
      cancelAtPeriodEnd: false,
      userId: null,
    });
    expect(subscriptionSummary(updated)).toEqual({
      premium: true,
      plan: "Premium",
      status: "active",
      interval: "yearly",
      price: "$119 / year",
      currentPeriodEnd: new Date(1_900_000_000_000).toISOString(),
      endsAtPeriodEnd: false,
      canManage: true,
    });
    expect(subscriptionSummary(await user())).toMatchObject({ premium: false, plan: "Free", price: null, canManage: false });
  });
});

describe("sendSupportRequest", () => {
  it("tags Premium requests as priority with reply-to; free ones go without", async () => {
    const premium = await user("premium");
    expect(await sendSupportRequest(premium, { subject: "Chart", message: "Hello" })).toEqual({ priority: true });
    const free = await user();
    expect(await sendSupportRequest(free, { subject: "Chart", message: "Hello <b>" })).toEqual({ priority: false });
    const rows = await db().selectFrom("outbox").selectAll().where("recipient", "=", env().SUPPORT_EMAIL).orderBy("id").execute();
    expect(rows.map((row) => row.subject)).toEqual(["[Priority] Chart", "[Support] Chart"]);
    expect(JSON.parse(rows[0]!.headers)).toMatchObject({ "Reply-To": premium.email });
    expect(JSON.parse(rows[1]!.headers)).not.toHaveProperty("Reply-To");
    expect(rows[1]!.htmlBody).toContain("Hello &lt;b&gt;");
  });
});
