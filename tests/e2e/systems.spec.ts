// The three systems in depth, as the server renders them: the Vedic charts and their style choice,
// the dasha timeline, the four pillars, the luck pillars and the year ahead with its calendar feed.
import { createUser, expect, signIn, test } from "./fixtures";

test("Planets tab: sidereal positions, Rasi and Navamsa charts; the chosen style is remembered", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=planets");
  const vedic = page.locator("#vedic-charts");
  await expect(vedic.getByRole("heading", { name: "Vedic Chart" })).toBeVisible();
  await expect(vedic.locator("tbody tr")).toHaveCount(9);
  await expect(vedic.locator("tr[data-graha=Ketu]")).toContainText(/Ashwini|Bharani|Krittika|Rohini|Mrigashira|Ardra|Punarvasu|Pushya|Ashlesha|Magha|Phalguni|Hasta|Chitra|Swati|Vishakha|Anuradha|Jyeshtha|Mula|Ashadha|Shravana|Dhanishta|Shatabhisha|Bhadrapada|Revati/);
  await expect(page.getByRole("img", { name: /Rasi chart \(D1\), North Indian style/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Navamsa chart \(D9\), North Indian style/ })).toBeVisible();
  // North Indian: house 1 is the lagna's sign; every graha is drawn once in each chart.
  const d1 = page.locator("svg[data-chart=vedic-d1]");
  await expect(d1.locator("g[data-house]")).toHaveCount(12);
  await expect(d1).toContainText("Asc");
  for (const abbr of ["Su", "Mo", "Ma", "Me", "Ju", "Ve", "Sa", "Ra", "Ke"]) await expect(d1).toContainText(abbr);

  await page.getByRole("button", { name: "South Indian" }).click();
  await expect(page).toHaveURL(/tab=planets/);
  await expect(page.locator("svg[data-chart=vedic-d1]")).toHaveAttribute("data-style", "south");
  await expect(page.getByRole("button", { name: "South Indian" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/profile?tab=planets");
  await expect(page.getByRole("img", { name: /Rasi chart \(D1\), South Indian style/ })).toBeVisible();
  await expect(page.locator("svg[data-chart=vedic-d9] g[data-sign]")).toHaveCount(12);
});

test("Moon tab: nakshatra and the dasha timeline with the current period marked", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=moon");
  const dasha = page.locator("#dasha");
  await expect(dasha.getByRole("heading", { name: "Nakshatra and Vimshottari Dasha" })).toBeVisible();
  await expect(dasha.getByRole("list", { name: "Mahadashas, 120 years" }).locator(":scope > li")).toHaveCount(9);
  await expect(page.getByTestId("dasha-current")).toContainText(/Now: \w+ mahadasha, \w+ antardasha/);
  await expect(dasha.locator(":scope li[aria-current=true]").first()).toContainText("now");
});

test("Chinese tab: the four pillars by their pinyin names, the day master and the element balance", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=chinese");
  const pillars = page.locator("#four-pillars");
  await expect(pillars.getByRole("heading", { name: "Four Pillars of Destiny" })).toBeVisible();
  // 1990-06-15 14:30 London (BST): year Geng-Wu, month Ren-Wu, day Xin-Hai, hour Yi-Wei.
  await expect(pillars.locator("td[data-pillar=year]")).toContainText("Geng");
  await expect(pillars.locator("table")).toContainText("Horse");
  await expect(pillars.getByRole("heading", { name: /Day Master: Yin Metal/ })).toBeVisible();
  await expect(pillars.locator("td[data-pillar=day]")).toContainText("Xin");
  await expect(pillars.locator("td[data-pillar=hour]")).toContainText("Yi");
  const elements = pillars.getByRole("list", { name: /Elements counted/ }).locator("li");
  await expect(elements).toHaveCount(5);
});

test("Chinese tab: the sex asked by a plain form, then the luck and annual pillars; on a phone their tables stack", async ({ page }) => {
  const user = await createUser({ withProfile: true, premium: true });
  await signIn(page, user);
  await page.goto("/profile?tab=chinese");
  const luck = page.locator("#luck-pillars");
  await expect(luck).toContainText("Without the answer we show no luck pillars rather than guess.");
  await luck.getByRole("radio", { name: "Male", exact: true }).check();
  await luck.getByRole("button", { name: "Show my luck pillars" }).click();
  // 1990 is a yang (Geng) year: a man's pillars run forward from the month pillar Ren Wu.
  await expect(luck).toContainText("Counted forward from your month pillar, Ren Wu");
  await expect(luck.locator("tbody tr")).toHaveCount(10);
  await expect(luck.locator("tbody tr").first()).toContainText("Gui Wei");
  await expect(luck.locator("tbody tr[aria-current=true]")).toHaveCount(1);
  await expect(page.getByTestId("luck-current")).toContainText("your luck pillar from age");
  await expect(page.locator("#annual-pillars tbody tr")).toHaveCount(10);
  await expect(page.locator("#ten-gods tbody tr")).toHaveCount(4);

  await page.setViewportSize({ width: 375, height: 800 });
  const cells = luck.locator("tbody tr").first().locator("td");
  const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Daily tab: the year ahead as a timeline; free accounts are offered Premium for the calendar", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=daily");
  await expect(page.getByRole("heading", { name: "The Year Ahead" })).toBeVisible();
  const timeline = page.getByTestId("year-ahead");
  await expect(timeline.locator("li[data-kind=lunation]").first()).toBeVisible();
  expect(await timeline.locator("li[data-kind]").count()).toBeGreaterThan(24);
  await expect(page.locator("#year-ahead")).toContainText("Premium members can follow the year ahead");
});

test("premium: make a calendar link from the Daily tab, the feed answers, revoke it in settings", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true });
  await signIn(page, user);
  await page.goto("/profile?tab=daily");
  await page.getByRole("button", { name: "Get a calendar link" }).click();
  const link = page.getByTestId("calendar-link");
  await expect(link).toBeVisible();
  // The buttons subscribe by webcal:// (and Google's page); the feed itself is the https address.
  const href = (await link.getAttribute("data-feed"))!;
  expect(await link.getAttribute("href")).toBe(href.replace(/^https?:/, "webcal:"));
  const feed = await page.request.get(href);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const body = await feed.text();
  expect(body).toContain("BEGIN:VCALENDAR");
  expect(body.split("BEGIN:VEVENT").length - 1).toBe(await page.getByTestId("year-ahead").locator("li[data-kind]").count());

  await page.goto("/settings");
  await expect(page.getByTestId("settings-calendar-url")).toHaveAttribute("data-feed", href);
  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByRole("button", { name: "Create calendar link" })).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
});
