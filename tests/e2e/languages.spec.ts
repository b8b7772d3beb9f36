// Pages in Hindi and Chinese, with and without JavaScript: the document's language, its alternates in
// every language, the visible text plainly in the language, the footer's chooser to Spanish, and a Hindi
// member's chart page.
import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, signIn, test } from "./fixtures";

/** The list of English words that must not fill a page in another language. */
const ENGLISH = /\b(the|and|your|with|today|you|this|for|from|into)\b/gi;

async function visibleText(page: Page) {
  return page.locator("body").innerText();
}

async function expectAlternates(page: Page, path: string) {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((els) => els.map((el) => [el.getAttribute("hreflang"), new URL(el.getAttribute("href")!).pathname]));
  expect(Object.fromEntries(links)).toEqual({ en: path, es: `/es${path === "/" ? "" : path}`, "pt-BR": `/pt${path === "/" ? "" : path}`, hi: `/hi${path === "/" ? "" : path}`, "zh-Hans": `/zh${path === "/" ? "" : path}`, "x-default": path });
}

for (const [address, lang, script, path, face] of [
  ["/hi", "hi", /[\u0900-\u097F]/g, "/", "Noto Sans Devanagari"],
  ["/zh/pricing", "zh-Hans", /[\u4E00-\u9FFF]/g, "/pricing", "PingFang SC"],
] as const) {
  test(`${address} is written in its language and names its twins`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expectAlternates(page, path);
    const text = await visibleText(page);
    expect(text.match(script)?.length ?? 0).toBeGreaterThan(300);
    expect((text.match(ENGLISH) ?? []).length).toBeLessThanOrEqual(3);
    // The script's own faces follow Inter and Fraunces, in the text and the headings.
    for (const selector of ["body", "h1"]) expect(await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily)).toContain(face);
  });
}

test("the footer's chooser takes a visitor from the Hindi page to its Spanish twin", async ({ page }) => {
  await page.goto("/hi");
  const footer = page.locator("footer");
  await footer.getByLabel("भाषा चुनें").selectOption("es");
  await footer.getByRole("button", { name: "बदलें" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Descubre tus");
  // The twins are links too, each named in its own language.
  await page.locator("footer").getByRole("link", { name: "简体中文" }).click();
  await expect(page).toHaveURL(/\/zh$/);
});

test("a Hindi member's chart page speaks Hindi, its tabs included", async ({ page }) => {
  const user = await createUser({ withProfile: true });
  e2eDb().prepare("UPDATE users SET locale = 'hi' WHERE id = ?").run(user.id);
  await signIn(page, user);
  await page.goto("/profile?tab=birth");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी जन्म कुण्डली");
  await page.getByText("अंशों में स्थिति").click();
  await expect(page.getByRole("columnheader", { name: "राशि" }).first()).toBeVisible();
  // The tabs are links without JavaScript and switch in place with it: the Sun tab either way.
  await page.getByRole("tab", { name: "सूर्य" }).click();
  await expect(page.getByRole("heading", { name: "बारह राशियाँ" })).toBeVisible();
  const text = await visibleText(page);
  expect(text.match(/[\u0900-\u097F]/g)?.length ?? 0).toBeGreaterThan(100);
});
