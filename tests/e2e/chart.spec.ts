// The natal chart experience, with JavaScript on ("js") and off ("no-js"): onboarding with place search,
// every tab, daily guidance, the free-tier regeneration limit, compatibility (free and premium) with the
// .txt download, and the leave dialog (JavaScript only).
import type { Page } from "@playwright/test";
import { createUser, expect, signIn, signInWithForm, test } from "./fixtures";

function hasJs() {
  return test.info().project.name !== "no-js";
}

/** Picks a place the way the project can: the combobox with JavaScript, the Search button without. */
async function choosePlace(page: Page, inputName: string, query: string, expected: RegExp) {
  const input = page.locator(`input[name="${inputName}"]`);
  // With JavaScript, wait for the combobox (after hydration) so the typing is not lost.
  if (hasJs()) await expect(page.locator(`input[name="${inputName}"][role="combobox"]`)).toBeVisible();
  await input.fill(query);
  if (hasJs()) {
    const option = page.getByRole("option", { name: expected }).first();
    await option.click();
    await expect(page.getByTestId("place-coordinates")).toHaveText(/\d+\.\d{2}° [NS], \d+\.\d{2}° [EW]/);
  } else {
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const radio = page.getByRole("radio", { name: expected }).first();
    await radio.check();
    await expect(radio).toBeChecked();
  }
}

test("onboarding: birth details with place search create the chart", async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your Birth Details" })).toBeVisible();
  await expect(page.getByText("Enter your birth information to generate your personalized natal chart.")).toBeVisible();
  const submit = page.getByRole("button", { name: "Generate My Natal Chart" });
  // With JavaScript the button waits for a birth date and a chosen place.
  if (hasJs()) await expect(submit).toBeDisabled();
  await page.getByLabel("Birth Date").fill("1990-06-15");
  await page.getByLabel("Birth Time", { exact: true }).fill("14:30");
  if (hasJs()) await expect(submit).toBeDisabled();
  await choosePlace(page, "birthPlace", "London", /^London, England/);
  if (hasJs()) {
    await expect(submit).toBeEnabled();
    // Editing the place clears the chosen coordinates again.
    await page.locator('input[name="birthPlace"]').press("End");
    await page.locator('input[name="birthPlace"]').press("Backspace");
    await expect(page.getByTestId("place-coordinates")).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await page.locator('input[name="birthPlace"]').press("Escape");
    await choosePlace(page, "birthPlace", "London", /^London, England/);
    // A cleared date disables it again.
    await page.getByLabel("Birth Date").fill("");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Birth Date").fill("1990-06-15");
  }
  await page.getByRole("button", { name: "Generate My Natal Chart" }).click();
  await expect(page.getByRole("heading", { name: "Your Natal Chart" })).toBeVisible();
  await expect(page.getByText("Profile Created!")).toBeVisible();
  await expect(page.getByText("Gemini Sun")).toBeVisible();
  await expect(page.getByTestId("chart-wheel")).toBeVisible();
});

// Without JavaScript only: with it, the button stays disabled until a place is chosen (covered above).
test("onboarding without a chosen place explains what is missing @no-js-only", async ({ page }) => {
  const user = await createUser();
  await signIn(page, user);
  await page.goto("/");
  await page.getByLabel("Birth Date").fill("1990-06-15");
  await page.locator('input[name="birthPlace"]').fill("Paris");
  await page.getByRole("button", { name: "Generate My Natal Chart" }).click();
  await expect(page.getByText("Please select your birth location from the search results")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Paris/ }).first()).toBeChecked();
  await page.getByRole("button", { name: "Generate My Natal Chart" }).click();
  await expect(page.getByRole("heading", { name: "Your Natal Chart" })).toBeVisible();
});

test("every tab renders on the server with tab semantics", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signInWithForm(page, user);
  // Signing in lands on today's reading, its parts headed apart (server-rendered, so without JS too).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Your Daily Guidance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's Cosmic Message" })).toBeVisible();
  for (const part of ["Love", "Work", "Wellbeing", "Do", "Don't"]) await expect(page.getByRole("heading", { name: part, exact: true })).toBeVisible();
  await expect(page.getByTestId("daily-sky")).toContainText("at noon");
  await page.goto("/profile?tab=birth");
  await expect(page.getByRole("heading", { name: "Your Natal Chart" })).toBeVisible();
  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(tabs).toHaveText(["Birth", "Sun", "Chinese", "Moon", "Planets", "Love", "Match", "Daily"]);
  await expect(page.getByRole("tab", { name: "Birth" })).toHaveAttribute("aria-selected", "true");
  const wheel = page.getByTestId("chart-wheel");
  await expect(wheel.locator("[data-sign]")).toHaveCount(12);
  await expect(wheel.locator("[data-planet]")).toHaveCount(10);
  // Eight intermediate cusps, and the four angles (ASC, IC, DSC, MC) drawn and labelled apart.
  await expect(wheel.locator('[data-layer="houses"] line')).toHaveCount(8);
  await expect(wheel.locator("[data-angle]")).toHaveCount(4);

  const expectations: [string, RegExp][] = [
    ["Sun", /Sun in Gemini/],
    ["Chinese", /Horse/],
    ["Moon", /Moon in /],
    ["Planets", /Mercury in /],
    ["Love", /lunar mansion/],
    ["Match", /Premium Feature Required/],
    ["Daily", /Your Daily Guidance/],
  ];
  for (const [label, text] of expectations) {
    await page.getByRole("tab", { name: label, exact: true }).click();
    await expect(page.getByRole("tab", { name: label, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(text);
  }
  await expect(page).toHaveURL(/\?tab=daily$/);

  // Planets: all eight with their meanings; Sun: the twelve signs; Chinese: the twelve animals.
  await page.goto("/profile?tab=planets");
  for (const planet of ["Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]) {
    await expect(page.locator(`li[data-planet="${planet}"]`)).toBeVisible();
  }
  await page.goto("/profile?tab=sun");
  await expect(page.getByRole("list", { name: "The twelve Western signs" }).getByRole("listitem")).toHaveCount(12);
  await page.goto("/profile?tab=chinese");
  await expect(page.getByRole("list", { name: "The twelve Chinese zodiac animals" }).getByRole("listitem")).toHaveCount(12);
  // Free users see the house promotion for Premium.
  await expect(page.getByRole("complementary", { name: "Three Skies Premium" })).toBeVisible();
});

test("daily guidance is stable for the day", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=daily");
  await expect(page.getByRole("heading", { name: "Your Daily Guidance" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's Cosmic Message" })).toBeVisible();
  await expect(page.locator("time").first()).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const first = await page.getByTestId("daily-content").innerText();
  expect(first.split(/\s+/).length).toBeGreaterThan(40);
  const headline = await page.getByTestId("daily-headline").innerText();
  await page.reload();
  await expect(page.getByTestId("daily-headline")).toHaveText(headline);
  expect(await page.getByTestId("daily-content").innerText()).toBe(first);
  // The API carries the same stored text the page lays out in parts.
  const api = await page.request.get("/api/horoscope/daily");
  expect(api.status()).toBe(200);
  expect((await api.json()).content).toContain(headline);
});

test("a free account may regenerate 3 times in 30 days, then sees the Premium message", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  const details = { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "London", birthLatitude: 51.5074, birthLongitude: -0.1278, regenerateProfile: true };
  for (let i = 0; i < 3; i++) expect((await page.request.post("/api/profile", { data: details })).status()).toBe(200);
  await page.goto("/profile?tab=birth");
  await page.getByRole("link", { name: "Edit Birth Details" }).click();
  await expect(page.getByText("0 left")).toBeVisible();
  await page.getByRole("button", { name: "Regenerate My Natal Chart" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Upgrade to Premium for unlimited regenerations" }).first()).toBeVisible();
});

test("the Match tab is locked for free accounts", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=compatibility");
  await expect(page.getByRole("heading", { name: "Premium Feature Required" })).toBeVisible();
  await page.getByRole("link", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(/\/pricing\?from=compatibility$/);
});

test("premium: compatibility report, download, and another report", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);
  await page.goto("/profile?tab=compatibility");
  await expect(page.getByRole("complementary", { name: "Three Skies Premium" })).toHaveCount(0);
  await page.getByLabel("Partner's Name").fill("Grace");
  await page.locator('input[name="partnerBirthDate"]').fill("1988-03-09");
  await page.locator('input[name="partnerBirthTime"]').fill("08:15");
  await choosePlace(page, "partnerBirthPlace", "Tokyo", /^Tokyo/);
  await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
  await expect(page.getByText("Compatibility Report Generated!").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ada & Grace" })).toBeVisible();
  await expect(page.getByTestId("guna-score")).toHaveText(/^\d{1,2}(\.5)?\/36$/);
  await expect(page.getByTestId("compatibility-report")).toContainText("Grace");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^compatibility-report-grace-\d{4}-\d{2}-\d{2}\.txt$/);

  await page.getByRole("link", { name: "Generate Another Report" }).click();
  await expect(page.getByLabel("Partner's Name")).toBeVisible();
});

// The leave dialog needs JavaScript; without it the report is simply discarded.
test("leaving a shown report asks first @js-only", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=compatibility");
  await page.getByLabel("Partner's Name").fill("Sam");
  await page.locator('input[name="partnerBirthDate"]').fill("1992-12-01");
  await choosePlace(page, "partnerBirthPlace", "Madrid", /^Madrid/);
  await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
  await expect(page.getByTestId("compatibility-report")).toBeVisible();

  await page.getByRole("tab", { name: "Sun" }).click();
  const dialog = page.getByRole("dialog", { name: "Leaving Compatibility Report?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on Page" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("compatibility-report")).toBeVisible();
  await expect(page).toHaveURL(/tab=compatibility/);

  await page.getByRole("tab", { name: "Sun" }).click();
  await dialog.getByRole("button", { name: "Leave Without Saving" }).click();
  await expect(page).toHaveURL(/tab=sun/);
  await expect(page.getByRole("tabpanel")).toContainText("Sun in");
});

// The page is served without the framework: its JavaScript behaviour is app/browser/enhance-chart.ts and
// app/browser/enhance.ts (decision record 004). A pending state is checked on a submission the test stops
// after the page's own handlers have run (a listener on the window, the last to hear the event,
// cancels the browser's navigation).
/** The next form submission runs the page's handlers, then the browser does not send it. */
async function stopNextSubmission(page: Page) {
  await page.evaluate(() => {
    window.addEventListener("submit", (event) => event.preventDefault(), { once: true });
  });
}

test.describe("the chart page's enhancement scripts @js-only", () => {
  test.use({ serviceWorkers: "block" });

  test("the tabs follow the arrow keys, Home and End, the focus staying on the tab list; the user menu closes on Escape and outside clicks", async ({ page }) => {
    const user = await createUser({ withProfile: true });
    await signIn(page, user);
    await page.goto("/profile?tab=sun");
    await page.getByRole("tab", { name: "Sun" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=chinese$/);
    await expect(page.getByRole("tab", { name: "Chinese" })).toHaveAttribute("aria-selected", "true");
    // The new page keeps the focus on the tab list (the tab now selected), so the keys go on working.
    await expect(page.getByRole("tab", { name: "Chinese" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/\?tab=daily$/);
    await expect(page.getByRole("tab", { name: "Daily" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?tab=birth$/);
    await expect(page.getByRole("tab", { name: "Birth" })).toBeFocused();
    // A tab opened by a click is a page like any other: the focus is not moved.
    await page.getByRole("tab", { name: "Sun" }).click();
    await expect(page).toHaveURL(/\?tab=sun$/);
    await expect(page.getByRole("tab", { name: "Sun" })).not.toBeFocused();

    const preferences = page.getByRole("link", { name: "Preferences" });
    await page.getByTestId("user-menu").click();
    await expect(preferences).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(preferences).toBeHidden();
    await page.getByTestId("user-menu").click();
    await expect(preferences).toBeVisible();
    await page.getByRole("heading", { name: "Your Natal Chart" }).click();
    await expect(preferences).toBeHidden();
  });

  test("a tab the pointer rests on is fetched ahead by the browser (the speculation rules pass the page's CSP)", async ({ page }) => {
    const user = await createUser({ withProfile: true });
    await signIn(page, user);
    await page.goto("/?tab=sun");
    const prefetched = page.waitForRequest((request) => request.url().endsWith("/?tab=moon") && /prefetch/.test(request.headers()["sec-purpose"] ?? ""));
    await page.getByRole("tab", { name: "Moon" }).hover();
    await prefetched;
    await page.getByRole("tab", { name: "Moon" }).click();
    await expect(page.getByRole("tab", { name: "Moon" })).toHaveAttribute("aria-selected", "true");
  });

  test("onboarding: Time Unknown switches the time off, and the submit shows the overlay", async ({ page }) => {
    const user = await createUser();
    await signIn(page, user);
    await page.goto("/profile");
    const time = page.getByLabel("Birth Time", { exact: true });
    await page.getByLabel("Time Unknown").check();
    await expect(time).toBeDisabled();
    await page.getByLabel("Time Unknown").uncheck();
    await expect(time).toBeEnabled();
    await page.getByLabel("Birth Date").fill("1990-06-15");
    await choosePlace(page, "birthPlace", "London", /^London, England/);
    await stopNextSubmission(page);
    await page.getByRole("button", { name: "Generate My Natal Chart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Consulting the Stars..." })).toContainText("Generating your natal chart");
    await expect(page.getByRole("button", { name: "Generating Your Natal Chart..." })).toBeDisabled();
  });

  test("Match: Location Required, the generating state, the report's toasts, then leaving freely once downloaded", async ({ page }) => {
    const user = await createUser({ premium: true, withProfile: true });
    await signIn(page, user);
    await page.goto("/profile?tab=compatibility");
    await page.getByLabel("Partner's Name").fill("Robin");
    await page.locator('input[name="partnerBirthDate"]').fill("1991-05-20");
    await page.getByLabel("Time Unknown").check();
    await expect(page.locator('input[name="partnerBirthTime"]')).toBeDisabled();
    // Typed but not chosen: the suggestions open over the button, and Escape closes them.
    await expect(page.locator('input[name="partnerBirthPlace"][role="combobox"]')).toBeVisible();
    await page.locator('input[name="partnerBirthPlace"]').fill("Oslo");
    await expect(page.getByRole("option", { name: /^Oslo/ }).first()).toBeVisible();
    await page.locator('input[name="partnerBirthPlace"]').press("Escape");
    // The place list's own options (the footer's language <select> has options too).
    await expect(page.locator('[role="option"]:visible')).toHaveCount(0);
    await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
    const required = page.getByRole("alert").filter({ hasText: "Location Required" });
    await expect(required).toContainText("Please select your partner's birth location from the search results");
    await expect(page).toHaveURL(/tab=compatibility$/);

    await choosePlace(page, "partnerBirthPlace", "Oslo", /^Oslo/);
    await stopNextSubmission(page);
    await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reading your three skies together…" })).toContainText("This can take a couple of minutes.");
    await expect(page.getByLabel("Partner's Name")).toBeHidden();

    // Sent for real this time.
    await page.reload();
    await page.getByLabel("Partner's Name").fill("Robin");
    await page.locator('input[name="partnerBirthDate"]').fill("1991-05-20");
    await choosePlace(page, "partnerBirthPlace", "Oslo", /^Oslo/);
    await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
    await expect(page.getByTestId("compatibility-report")).toBeVisible();
    // The report's own address, and the generation's toast, once.
    await expect(page).toHaveURL(/tab=compatibility&report=/);
    const generated = page.getByText("Compatibility Report Generated!");
    await expect(generated).toHaveCount(1);
    await expect(page.locator("[data-toast]")).toContainText("Your report with Robin is ready.");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await downloading;
    await expect(page.locator("[data-toast]")).toContainText("Report Downloaded");
    await expect(page.locator("[data-toast]")).toContainText("Saved as a text file.");
    // Downloaded: the member has a copy, so another tab opens without the question.
    await page.getByRole("tab", { name: "Sun" }).click();
    await expect(page).toHaveURL(/tab=sun/);
    await expect(page.getByRole("tabpanel")).toContainText("Sun in");
  });

  test("Daily: Copy link puts the calendar address on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUser({ premium: true, withProfile: true });
    await signIn(page, user);
    await page.goto("/profile?tab=daily");
    await page.getByRole("button", { name: "Get a calendar link" }).click();
    const feed = await page.getByTestId("calendar-link").getAttribute("data-feed");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveText("Link copied: paste it into your calendar app's “subscribe by URL”.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed);
  });
});

test("a tab opens with the tab list where it was on the screen @js-only", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/profile?tab=birth");
  const list = page.getByRole("tablist");
  const top = () => list.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // Read down the page until the tab list is near the top of the window.
  await list.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 40));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const before = await top();
  await page.getByRole("tab", { name: "Planets" }).click();
  await expect(page.getByRole("tab", { name: "Planets" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(top).toBe(before);
  // The arrow keys go to the next tab the same way.
  await page.getByRole("tab", { name: "Planets" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Love" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(top).toBe(before);
  // A page reached another way opens at its top.
  await page.goto("/profile?tab=sun");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

