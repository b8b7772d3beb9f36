// The HTML logout: success clears the cookie and lands on /login; a failure to end the session keeps
// the member signed in, back where they were, with the "Logout failed" toast (without JavaScript too).
import { describe, expect, it, vi } from "vitest";
import * as registerRoute from "~/routes/api/auth.register";
import * as logoutRoute from "~/routes/logout";
import { readToast } from "~/http/toast.server";
import { BASE, Client } from "../support/routes";
import type * as SessionModel from "~/models/session.server";

const failing = vi.hoisted(() => ({ on: false }));
vi.mock("~/models/session.server", async (original) => {
  const actual = await original<typeof SessionModel>();
  return {
    ...actual,
    deleteSession: async (id: string) => {
      if (failing.on) throw new Error("database is locked");
      return actual.deleteSession(id);
    },
  };
});

async function signedIn() {
  const client = new Client();
  const email = `out${Math.random().toString(36).slice(2)}@example.test`;
  // Registration signs the new member in.
  expect((await client.call(registerRoute, "/api/auth/register", { method: "POST", json: { email, password: "lantern-orbit-123", firstName: "Ada", lastName: "Byron" } })).status).toBe(201);
  return client;
}

describe("POST /logout", () => {
  it("ends the session and lands on /login", async () => {
    const client = await signedIn();
    const response = await client.call(logoutRoute, "/logout", { method: "POST", headers: { referer: `${BASE}/settings` } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    expect(client.cookies.has("ts_session")).toBe(false);
  });

  it("says 'Logout failed' and keeps the member on their page when the session cannot be ended", async () => {
    const client = await signedIn();
    failing.on = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await client.call(logoutRoute, "/logout", { method: "POST", headers: { referer: `${BASE}/settings?tab=x` } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/settings?tab=x");
      expect(client.cookies.has("ts_session")).toBe(true);
      const { toast } = await readToast(new Request(BASE, { headers: { cookie: client.cookieHeader() } }));
      expect(toast).toEqual({ title: "Logout failed", description: "Please try again", variant: "destructive" });
      // A referer from elsewhere is never followed.
      const foreign = await client.call(logoutRoute, "/logout", { method: "POST", headers: { referer: "https://evil.example/settings" } });
      expect(foreign.headers.get("location")).toBe("/");
    } finally {
      failing.on = false;
      vi.restoreAllMocks();
    }
  });
});
