// /privacy and /terms as the production server renders them, and the pages that must link them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDatabase } from "./server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(tempDatabase("legal"));
}, 60_000);

afterAll(async () => {
  await server.stop();
});

async function html(path: string) {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  return response.text();
}

function headings(page: string, level: number) {
  return [...page.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((match) => match[1]!.replace(/<[^>]+>/g, ""));
}

describe("privacy and terms", () => {
  it("/privacy is dated and has a heading for each thing a member needs to know", async () => {
    const page = await html("/privacy");
    expect(headings(page, 1)).toEqual(["Privacy Policy"]);
    expect(headings(page, 2)).toEqual(["What we collect", "Why we use it", "Who else receives it", "How long we keep it", "Your rights and how to use them", "Contact"]);
    expect(page).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">/i);
    for (const processor of ["Stripe", "SendGrid", "Twilio", "OpenAI", "Fly.io"]) expect(page).toContain(`<strong>${processor}</strong>`);
    expect(page).toContain("Download my data");
    expect(page).toContain("Delete my account");
    expect(page).toContain("mailto:support@threeskies.app");
  });

  it("/terms is dated and has real headings", async () => {
    const page = await html("/terms");
    expect(headings(page, 1)).toEqual(["Terms of Service"]);
    expect(headings(page, 2)).toContain("Premium and billing");
    expect(page).toContain("$14.99");
    expect(page).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">/i);
  });

  it.each(["/", "/register", "/pricing"])("%s links both", async (path) => {
    const page = await html(path);
    expect(page).toContain('href="/privacy"');
    expect(page).toContain('href="/terms"');
  });

  it("the registration form says what is sent and has no ticked box", async () => {
    const page = await html("/register");
    expect(page).toContain("We will email you a link to confirm this address.");
    expect(page).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
  });
});
