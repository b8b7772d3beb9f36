// The theme choice: light or dark, light for everyone who has not chosen.
import { describe, expect, it } from "vitest";
import * as themeRoute from "~/routes/theme";
import { readTheme, themeCookie } from "~/http/theme.server";
import { BASE, Client, json } from "../support/routes";

async function themeOf(client: Client) {
  return readTheme(new Request(BASE, { headers: { cookie: client.cookieHeader() } }));
}

describe("/theme", () => {
  it("is light until a theme is chosen, and keeps the choice", async () => {
    const client = new Client();
    expect(await themeOf(client)).toBe("light");
    const dark = await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "dark", redirectTo: "/blog" } });
    expect(dark.status).toBe(302);
    expect(dark.headers.get("location")).toBe("/blog");
    expect(await themeOf(client)).toBe("dark");
    await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "light" } });
    expect(await themeOf(client)).toBe("light");
  });

  it("reads an older page's 'system', sent or kept in the cookie, as light", async () => {
    const client = new Client();
    await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "dark" } });
    const sent = await client.call(themeRoute, "/theme", { method: "POST", form: { theme: "system" } });
    expect(sent.status).toBe(200);
    expect(await themeOf(client)).toBe("light");
    const kept = (await themeCookie.serialize("system")).split(";")[0]!;
    expect(await readTheme(new Request(BASE, { headers: { cookie: kept } }))).toBe("light");
  });

  it("refuses anything else with a 400 and its message", async () => {
    const refused = await new Client().call(themeRoute, "/theme", { method: "POST", form: { theme: "purple" } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: "Theme must be light or dark" });
  });
});
