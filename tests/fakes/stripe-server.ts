// A small fake of the Stripe API for tests of the real driver: the official SDK is pointed at it
// (host/port/protocol) and the test asserts on the requests it received. Bodies are Stripe's
// form encoding (`line_items[0][price]=...`), recorded flat as they arrive.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  body: Record<string, string>;
  headers: http.IncomingHttpHeaders;
};

type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: "list"; data: Array<{ id: string; price: { id: string }; current_period_end: number; current_period_start: number }> };
};

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** Puts a subscription into the fake's state, as if it had been changed on Stripe. */
  setSubscription(input: { id: string; customer: string; status: string; priceId: string; userId?: string; periodEnd?: number }): FakeSubscription;
  close(): Promise<void>;
};

function subscription(input: { id: string; customer: string; status: string; priceId: string; userId?: string; periodEnd?: number }): FakeSubscription {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: input.id,
    object: "subscription",
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: false,
    metadata: input.userId ? { userId: input.userId } : {},
    items: {
      object: "list",
      data: [{ id: `si_${input.id}`, price: { id: input.priceId }, current_period_start: now, current_period_end: input.periodEnd ?? now + 30 * 86400 }],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake_${++counter}`;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Object.fromEntries(new URLSearchParams(raw));
      const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, body, headers: req.headers };
      requests.push(recorded);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      const missing = (what: string) =>
        send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });
      if (req.headers.authorization !== "Bearer sk_test_fake") {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const key = req.headers["idempotency-key"];
      if (req.method === "POST" && typeof key === "string" && idempotent.has(key)) return send(200, idempotent.get(key));
      const remember = (payload: unknown) => {
        if (req.method === "POST" && typeof key === "string") idempotent.set(key, payload);
        return send(200, payload);
      };

      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "POST" && url.pathname === "/v1/customers") {
        return remember({ id: next("cus"), object: "customer", email: body.email, name: body.name ?? null, metadata: { userId: body["metadata[userId]"] } });
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (!body["line_items[0][price]"]?.startsWith("price_")) {
          return send(400, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such price" } });
        }
        const id = next("cs");
        return remember({
          id,
          object: "checkout.session",
          mode: body.mode,
          customer: body.customer,
          client_reference_id: body.client_reference_id,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const id = next("bps");
        return remember({ id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id}` });
      }
      if (req.method === "POST" && url.pathname === "/v1/subscriptions") {
        const created = subscription({
          id: next("sub"),
          customer: body.customer!,
          status: "active",
          priceId: body["items[0][price]"]!,
          userId: body["metadata[userId]"],
        });
        subscriptions.set(created.id, created);
        return remember(created);
      }
      if (subMatch && req.method === "GET") {
        const found = subscriptions.get(subMatch[1]!);
        return found ? send(200, found) : missing("subscription");
      }
      if (subMatch && req.method === "POST") {
        // Subscription update: only `cancel_at_period_end` is modelled.
        const found = subscriptions.get(subMatch[1]!);
        if (!found) return missing("subscription");
        if (body.cancel_at_period_end !== undefined) found.cancel_at_period_end = body.cancel_at_period_end === "true";
        return remember(found);
      }
      if (subMatch && req.method === "DELETE") {
        const found = subscriptions.get(subMatch[1]!);
        if (!found) return missing("subscription");
        found.status = "canceled";
        return send(200, found);
      }
      return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    setSubscription(input) {
      const value = subscription(input);
      subscriptions.set(value.id, value);
      return value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
