// The theme choice: light, dark, or none (the browser's prefers-color-scheme decides).
import { describe, expect, it } from "vitest";
import * as themeRoute from "~/routes/theme";
import { readTheme } from "~/http/theme.server";
import { BASE, Client, json } from "../support/routes";

async function themeOf(client: Client) {
  return readTheme(new Request(BASE, { headers: { cookie: client.cookieHeader() } }));
}

describe("/theme", () => {
  it("has no theme until one is chosen, keeps the choice, and 'system' gives the page back to the browser", async () => {
    const client = new Client();
    expect(await themeOf(client)).toBeNull();
    const dark = await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "dark", redirectTo: "/blog" } });
    expect(dark.status).toBe(302);
    expect(dark.headers.get("location")).toBe("/blog");
    expect(await themeOf(client)).toBe("dark");
    await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "system" } });
    expect(client.cookies.has("theme")).toBe(false);
    expect(await themeOf(client)).toBeNull();
  });

  it("refuses anything else with a 400 and its message", async () => {
    const refused = await new Client().call(themeRoute, "/theme", { method: "POST", form: { theme: "purple" } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: "Theme must be light, dark or system" });
  });
});
