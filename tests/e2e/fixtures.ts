// Playwright fixtures: users and sessions are created straight in the server's database, so tests
// that are not about signing in do not spend time on the login screen (STYLE.md).
import crypto from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { createCookie } from "react-router";
import { hashPassword } from "../../app/services/password.server";

export { expect };

export type TestUser = { id: string; email: string; password: string; firstName: string };

let database: SQLite.Database | undefined;
export function e2eDb() {
  database ??= new SQLite(process.env.DATABASE_PATH!);
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return database;
}

let passwordCache: { password: string; hash: string } | undefined;

export async function createUser(
  options: { premium?: boolean; admin?: boolean; email?: string; password?: string; firstName?: string; withProfile?: boolean; unverified?: boolean } = {},
): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = (options.email ?? `user-${id.slice(0, 8)}@example.test`).toLowerCase();
  const password = options.password ?? "correct-horse-battery";
  if (passwordCache?.password !== password) passwordCache = { password, hash: await hashPassword(password) };
  const firstName = options.firstName ?? "Ada";
  e2eDb()
    .prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, subscription_tier, is_admin, timezone, email_verified_at)
       VALUES (?, ?, ?, ?, 'Lovelace', ?, ?, 'Europe/London', ?)`,
    )
    .run(id, email, passwordCache.hash, firstName, options.premium ? "premium" : "free", options.admin ? 1 : 0, options.unverified ? null : new Date().toISOString());
  if (options.withProfile) {
    const { saveProfile } = await import("../../app/services/profile.server");
    await saveProfile(
      id,
      { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London, England, GB", birthLatitude: 51.5074, birthLongitude: -0.1278 } as never,
      { enforceLimit: false } as never,
    );
  }
  return { id, email, password, firstName };
}

const sessionCookie = createCookie("ts_session", { secrets: [process.env.SESSION_SECRET!] });

/** Signs the page's browser context in as the user by creating a session row and its cookie. */
export async function signIn(page: Page, user: Pick<TestUser, "id">) {
  const sid = crypto.randomBytes(32).toString("base64url");
  e2eDb()
    .prepare("INSERT INTO sessions (sid, user_id, expire, persistent) VALUES (?, ?, ?, 0)")
    .run(sid, user.id, new Date(Date.now() + 3_600_000).toISOString());
  const serialized = await sessionCookie.serialize(sid);
  const value = serialized.split(";")[0]!.split("=").slice(1).join("=");
  await page.context().addCookies([{ name: "ts_session", value, url: process.env.APP_URL!, httpOnly: true, sameSite: "Lax" }]);
}

/** Signs in through the login form, as a member does (where the app lands them matters). */
export async function signInWithForm(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The latest outbox message to an address (the embedded mail default). */
export function latestEmail(to: string) {
  return e2eDb()
    .prepare("SELECT subject, text_body AS text, html_body AS html FROM outbox WHERE recipient = ? AND channel = 'email' ORDER BY id DESC LIMIT 1")
    .get(to.toLowerCase()) as { subject: string; text: string; html: string } | undefined;
}

// Playwright's own `javaScriptEnabled` option tells a test which project it runs in.
export const test = base;
