// The reports as PDF without JavaScript: the natal report from the chart page's link and the Match
// report from the form before its .txt download, each saved by the browser as a PDF file of several
// pages. (The files' contents are checked in app/services/report-pdf.server.test.ts.)
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { createUser, expect, signIn, test } from "./fixtures";

function pageObjects(file: Buffer) {
  return (file.toString("latin1").match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

async function saved(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), file: fs.readFileSync((await download.path())!) };
}

test("@no-js-only the natal and Match reports download as PDFs from a plain link and a plain form", async ({ page }) => {
  const user = await createUser({ premium: true, withProfile: true, firstName: "Ada" });
  await signIn(page, user);

  await page.goto("/profile?tab=sun");
  const natal = await saved(page, () => page.getByRole("link", { name: "Natal report (PDF)" }).click());
  expect(natal.name).toMatch(/^natal-report-ada-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(natal.file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pageObjects(natal.file)).toBeGreaterThan(2);

  await page.goto("/profile?tab=compatibility");
  await page.getByLabel("Partner's Name").fill("Grace");
  await page.locator('input[name="partnerBirthDate"]').fill("1988-03-09");
  await page.locator('input[name="partnerBirthTime"]').fill("08:15");
  await page.locator('input[name="partnerBirthPlace"]').fill("Tokyo");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("radio", { name: /^Tokyo/ }).first().check();
  await page.getByRole("button", { name: "Generate Compatibility Report" }).click();
  await expect(page.getByTestId("compatibility-report")).toBeVisible({ timeout: 30_000 });

  // The PDF is the first, primary download; the .txt of the specification comes second.
  const downloads = page.getByRole("button", { name: /^Download( PDF)?$/ });
  await expect(downloads).toHaveText([/Download PDF/, /^\W*Download$/]);
  await expect(downloads.first()).toHaveClass(/btn-primary/);
  const match = await saved(page, () => page.getByRole("button", { name: "Download PDF" }).click());
  expect(match.name).toMatch(/^compatibility-report-grace-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(match.file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pageObjects(match.file)).toBeGreaterThan(2);
  // The report stays on screen, and the .txt download is still beside the PDF.
  await expect(page.getByRole("button", { name: "Download", exact: true })).toBeVisible();
});

test("@no-js-only a free member sees no PDF link and is refused the file with the Premium message", async ({ page }) => {
  const user = await createUser({ premium: false, withProfile: true, firstName: "Bea" });
  await signIn(page, user);
  await page.goto("/profile?tab=sun");
  await expect(page.getByRole("link", { name: "Natal report (PDF)" })).toHaveCount(0);
  const response = await page.request.get("/profile/report.pdf");
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Upgrade to Premium");
});
