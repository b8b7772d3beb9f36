import crypto from "node:crypto";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

type DeliveryRow = {
  email: number;
  sms: number;
  master: number;
  phone: string | null;
  time: string;
  timezone: string | null;
};

const deliveryOf = (id: string) =>
  e2eDb()
    .prepare(
      `SELECT email_daily_insights AS email, sms_daily_insights AS sms, send_daily_insights AS master,
              phone_number AS phone, delivery_time AS time, timezone FROM users WHERE id = ?`,
    )
    .get(id) as DeliveryRow;

/** The code in the latest text to a number (the embedded SMS outbox). */
function lastCodeTo(phone: string) {
  const row = e2eDb().prepare("SELECT text_body AS text FROM outbox WHERE recipient = ? AND channel = 'sms' ORDER BY id DESC LIMIT 1").get(phone) as { text: string } | undefined;
  return /your code is (\d{6})/.exec(row?.text ?? "")?.[1] ?? "";
}

/** The unsubscribe token the server signs (app/services/delivery.server.ts). */
function unsubscribeToken(userId: string) {
  const payload = `${userId}.email`;
  const sig = crypto.createHmac("sha256", process.env.SESSION_SECRET!).update(`unsubscribe:${payload}`).digest("base64url");
  return `${payload}.${sig}`;
}

test.describe("settings: daily insights delivery", () => {
  test("free users see the card locked with an upgrade link", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Daily Insights Delivery" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("switch", { name: "Email" })).toBeDisabled();
    await expect(card.getByRole("switch", { name: "SMS" })).toBeDisabled();
    await expect(card.getByLabel("Delivery Time")).toBeDisabled();
    await expect(card.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await card.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("premium user turns on email and SMS, picks an hour and a zone", async ({ page, javaScriptEnabled }) => {
    const user = await createUser({ premium: true });
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Daily Insights Delivery" });
    const phone = card.getByLabel("Phone Number");
    // Without JavaScript the phone field is always there; with it, only while SMS is on.
    if (javaScriptEnabled) await expect(phone).toHaveCount(0);
    else await expect(phone).toBeVisible();

    const times = await card.getByLabel("Delivery Time").locator("option").allTextContents();
    expect(times).toEqual(["6:00 AM", "7:00 AM", "8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM"]);
    // Never chosen: the settings default, 09:00 (the column's default stays 08:00).
    await expect(card.getByLabel("Delivery Time")).toHaveValue("09:00");

    await card.getByRole("switch", { name: "Email" }).check();
    await card.getByRole("switch", { name: "SMS" }).check();
    await expect(phone).toBeVisible();
    await expect(card.getByText(/Include your country code/)).toBeVisible();
    const number = `+1415555${String(crypto.randomInt(2000, 9999))}`;
    await phone.fill(number);
    await card.getByLabel("Delivery Time").selectOption("07:00");
    await card.getByLabel("Timezone").selectOption("America/New_York");
    await card.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Preferences updated").first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    expect(deliveryOf(user.id)).toEqual({ email: 1, sms: 1, master: 1, phone: number, time: "07:00", timezone: "America/New_York" });
    // The saved values come back on the page.
    await expect(card.getByRole("switch", { name: "SMS" })).toBeChecked();
    await expect(card.getByLabel("Delivery Time")).toHaveValue("07:00");
    await expect(card.getByLabel("Timezone")).toHaveValue("America/New_York");
    await expect(card.getByLabel("Phone Number")).toHaveValue(number);

    // No texts until the code texted to the number is entered.
    await expect(card.getByText("Enter the 6-digit code we texted to this number.", { exact: false })).toBeVisible();
    const code = lastCodeTo(number);
    await card.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
    await card.getByRole("button", { name: "Confirm number" }).click();
    await expect(card.getByText("That code is not right. 4 tries left.").first()).toBeVisible();
    await card.getByLabel("6-digit code").fill(code);
    await card.getByRole("button", { name: "Confirm number" }).click();
    await expect(page.getByText("Phone number confirmed").first()).toBeVisible();
    await expect(card.getByText(`${number} is confirmed for daily texts.`)).toBeVisible();
    expect(e2eDb().prepare("SELECT phone_verified_at IS NOT NULL AS ok FROM users WHERE id = ?").get(user.id)).toEqual({ ok: 1 });
  });

  test("a bad phone number is refused with its message", async ({ page }) => {
    const user = await createUser({ premium: true });
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Daily Insights Delivery" });
    await card.getByRole("switch", { name: "SMS" }).check();
    await card.getByLabel("Phone Number").fill("555-0100");
    await card.getByLabel("Delivery Time").selectOption("11:00");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(card.getByText("Enter a valid phone number with its country code, e.g. +14155550123").first()).toBeVisible();
    expect(deliveryOf(user.id).sms).toBe(0);
    // What was typed stays, with or without JavaScript.
    await expect(card.getByLabel("Phone Number")).toHaveValue("555-0100");
    await expect(card.getByLabel("Delivery Time")).toHaveValue("11:00");
  });

  test("the timezone starts from the browser with JavaScript, else from the saved zone", async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ timezoneId: "Asia/Kolkata", javaScriptEnabled });
    const page = await context.newPage();
    const user = await createUser({ premium: true });
    e2eDb().prepare("UPDATE users SET timezone = NULL WHERE id = ?").run(user.id);
    await signIn(page, user);
    await page.goto("/settings");
    const zone = page.getByRole("region", { name: "Daily Insights Delivery" }).getByLabel("Timezone");
    // No saved zone and no birth profile: the browser's zone with JavaScript, UTC without.
    await expect(zone).toHaveValue(javaScriptEnabled ? "Asia/Kolkata" : "UTC");
    await context.close();
  });

  test("one-click unsubscribe page turns email insights off without signing in", async ({ page }) => {
    const user = await createUser({ premium: true });
    e2eDb().prepare("UPDATE users SET email_daily_insights = 1 WHERE id = ?").run(user.id);
    await page.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(user.id))}`);
    await expect(page.getByRole("heading", { name: "Unsubscribe from daily insights" })).toBeVisible();
    expect(deliveryOf(user.id).email).toBe(1);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
    expect(deliveryOf(user.id).email).toBe(0);

    await page.goto("/unsubscribe?token=forged.email.signature");
    await expect(page.getByRole("heading", { name: "Invalid unsubscribe link" })).toBeVisible();
  });
});
