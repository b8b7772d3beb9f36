// Helpers shared by the billing tests: users, signed-in clients and signed webhook deliveries.
import Stripe from "stripe";
import { insertUser, type User } from "~/models/user.server";
import { signedInAs } from "../support/routes";

let count = 0;

export async function makeUser(values: Partial<Pick<User, "subscriptionTier" | "isAdmin" | "email" | "firstName">> = {}) {
  count += 1;
  return insertUser({
    email: values.email ?? `billing-${count}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    passwordHash: "not-a-real-hash",
    firstName: values.firstName ?? "Maria",
    lastName: "Mitchell",
    subscriptionTier: values.subscriptionTier,
    isAdmin: values.isAdmin,
  });
}

export function signedIn(user: User) {
  return signedInAs(user);
}

/** A Stripe event body and its Stripe-Signature header, signed with `secret`. */
export function signed(event: Record<string, unknown>, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

let eventCount = 0;
export function event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  eventCount += 1;
  return { id: `evt_test_${eventCount}_${Math.random().toString(36).slice(2, 8)}`, object: "event", type, created, data: { object } };
}

export function subscriptionObject(input: { id: string; customer: string; status: string; priceId: string; periodEnd?: number; userId?: string }) {
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status,
    metadata: input.userId ? { userId: input.userId } : {},
    items: { object: "list", data: [{ id: `si_${input.id}`, price: { id: input.priceId }, current_period_end: input.periodEnd ?? 1_900_000_000 }] },
  };
}
