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

  test("premium user turns on email and SMS and picks an hour", async ({ page, javaScriptEnabled }) => {
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
    // Never chosen: the hour kept and used, the column's 08:00.
    await expect(card.getByLabel("Delivery Time")).toHaveValue("08:00");

    await card.getByRole("switch", { name: "Email" }).check();
    await card.getByRole("switch", { name: "SMS" }).check();
    await expect(phone).toBeVisible();
    await expect(card.getByText(/Include your country code/)).toBeVisible();
    const number = `+1415555${String(crypto.randomInt(2000, 9999))}`;
    await phone.fill(number);
    await card.getByLabel("Delivery Time").selectOption("07:00");
    await card.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Preferences updated").first()).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    expect(deliveryOf(user.id)).toEqual({ email: 1, sms: 1, master: 1, phone: number, time: "07:00", timezone: "Europe/London" });
    // The saved values come back on the page.
    await expect(card.getByRole("switch", { name: "SMS" })).toBeChecked();
    await expect(card.getByLabel("Delivery Time")).toHaveValue("07:00");
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

  test("@js-only the master switch's wording and the phone field follow the switches as they are flipped", async ({ page }) => {
    const user = await createUser({ premium: true });
    e2eDb().prepare("UPDATE users SET send_daily_insights = 1, sms_daily_insights = 0 WHERE id = ?").run(user.id);
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Daily Insights Delivery" });
    const master = card.getByRole("switch", { name: "Send me daily insights" });
    await expect(master).toBeChecked();
    await expect(card.getByText("On: your reading arrives by the channels below.", { exact: false })).toBeVisible();
    await master.uncheck();
    await expect(card.getByText("Paused: nothing is sent, whatever the channels below say.", { exact: false })).toBeVisible();
    await expect(card.getByText("On: your reading arrives", { exact: false })).toHaveCount(0);

    await card.getByRole("switch", { name: "SMS" }).check();
    await expect(card.getByLabel("Phone Number")).toBeVisible();
    // With the script the hint no longer says the number is needed only with SMS: it shows only then.
    await expect(card.getByText("Needed only when SMS is on.", { exact: false })).toHaveCount(0);
    await card.getByRole("switch", { name: "SMS" }).uncheck();
    await expect(card.getByLabel("Phone Number")).toHaveCount(0);
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

  test("a free member sets their time zone as a place, with a plain form", async ({ page }) => {
    const user = await createUser();
    e2eDb().prepare("UPDATE users SET timezone = NULL, delivery_time = '08:00' WHERE id = ?").run(user.id);
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Your time zone" });
    // No zone kept and no chart: UTC until one is chosen.
    await expect(card.getByTestId("clock-line")).toContainText("UTC (Coordinated Universal Time)");
    // The hour shown, locked, is the hour kept.
    await expect(page.getByRole("region", { name: "Daily Insights Delivery" }).getByLabel("Delivery Time")).toHaveValue("08:00");

    await card.getByLabel("Where you live (town or city)").fill("Manchester");
    await card.getByRole("button", { name: "Search places" }).click();
    const places = page.getByRole("region", { name: "Your time zone" }).getByRole("group", { name: /Places found for “Manchester”/ });
    await places.getByRole("radio", { name: /Manchester.*United Kingdom/ }).first().check();
    await page.getByRole("region", { name: "Your time zone" }).getByRole("button", { name: "Use this place" }).click();

    await expect(page.getByText("Time zone saved").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Your time zone" }).getByTestId("clock-line")).toContainText("London (UTC+");
    expect(deliveryOf(user.id).timezone).toBe("Europe/London");
    await expect(page.getByRole("region", { name: "Daily Insights Delivery" }).getByText(/Your time: London \(UTC\+/)).toBeVisible();
  });

  test("registration keeps the browser's zone with JavaScript; without it, none (the birth place's applies)", async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ timezoneId: "Asia/Kolkata", javaScriptEnabled });
    const page = await context.newPage();
    const email = `zone-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await page.goto("/register");
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("lantern-orbit-123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).not.toHaveURL(/\/register/);
    const row = e2eDb().prepare("SELECT timezone FROM users WHERE email = ?").get(email) as { timezone: string | null };
    expect(row.timezone).toBe(javaScriptEnabled ? "Asia/Kolkata" : null);
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

/** A subscribed device as the browser would have saved it (the keys are a real P-256 key and secret). */
function addDevice(userId: string, endpoint: string, deviceName: string) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const id = crypto.randomUUID();
  e2eDb()
    .prepare("INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, device_name) VALUES (?, ?, ?, ?, ?, ?)")
    .run(id, userId, endpoint, ecdh.getPublicKey().toString("base64url"), crypto.randomBytes(16).toString("base64url"), deviceName);
  return id;
}

test.describe("settings: notifications on this device", () => {
  test("the devices are listed and one is removed by its plain form; subscribing says it needs JavaScript, or offers the form", async ({ page, javaScriptEnabled }) => {
    const user = await createUser();
    addDevice(user.id, `https://push.example.test/${crypto.randomUUID()}`, "Hall tablet");
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Notifications on this device" });
    if (javaScriptEnabled) {
      // The script replaces the server's line with this browser's state: the form, the name offered from the browser.
      await expect(card.getByLabel("Name this device")).toHaveValue(/^Chrome on \w+/);
      await expect(card.getByRole("button", { name: "Turn on notifications here" })).toBeVisible();
      await expect(card.getByTestId("push-needs-js")).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Send a test" })).toHaveCount(1);
    } else {
      await expect(card.getByTestId("push-needs-js")).toContainText("Subscribing a device needs JavaScript");
      await expect(card.getByRole("button", { name: "Send a test" })).toHaveCount(0);
    }
    await card.getByRole("button", { name: "Remove Hall tablet" }).click();
    await expect(page.getByText("Device removed").first()).toBeVisible();
    await expect(card.getByText("No device receives notifications yet.")).toBeVisible();
    expect(e2eDb().prepare("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?").get(user.id)).toEqual({ n: 0 });
  });

  test("@js-only Send a test asks the server and shows its answer", async ({ page }) => {
    const user = await createUser();
    // A push service that cannot be reached (nothing listens on the discard port, an origin the server
    // is told to accept): the server says so, in its own words.
    addDevice(user.id, `http://127.0.0.1:9/${crypto.randomUUID()}`, "Hall tablet");
    await signIn(page, user);
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Notifications on this device" });
    await card.getByTestId("push-devices").getByRole("listitem").filter({ hasText: "Hall tablet" }).getByRole("button", { name: "Send a test" }).click();
    await expect(card.getByRole("alert")).toHaveText("The push service did not answer.");
    expect(e2eDb().prepare("SELECT last_failure_at IS NOT NULL AS failed FROM push_subscriptions WHERE user_id = ?").get(user.id)).toEqual({ failed: 1 });
  });
});

test("calendar feed: Copy link copies the private address with JavaScript; without it the address is there to copy", async ({ page, context, javaScriptEnabled }) => {
  const user = await createUser({ premium: true, withProfile: true });
  await signIn(page, user);
  await page.goto("/settings#calendar");
  const card = page.locator("#calendar");
  await card.getByRole("button", { name: "Create calendar link" }).click();
  await expect(page.getByText("Calendar link ready").first()).toBeVisible();
  const feed = (await card.getByTestId("settings-calendar-url").getAttribute("data-feed"))!;
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await card.getByRole("button", { name: "Copy link" }).click();
    await expect(card.getByRole("status")).toHaveText("Link copied: paste it into your calendar app's “subscribe by URL”.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed);
  } else {
    await expect(card.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  }
  await card.getByText("Other calendar apps").click();
  await expect(card.getByLabel("Subscribe by URL with this private address")).toHaveValue(feed);
});
