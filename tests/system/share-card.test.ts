// A chart card through the real server: the page read signed out carries its link-preview tags and
// no unticked birth fact (nor degrees to work one back from, in the page or its .data), asks not to
// be indexed and is kept by no shared cache; its image is a 1200×630 PNG; after unpublishing both
// answer 404 (the page as "Page Not Found").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer(tempDatabase("share-card"));
  // Born 1988-03-09 at 06:15 in Lisbon (tests/system/server.ts).
  cookie = await signUpMember(server.url, "Ines");
});
afterAll(async () => {
  await server.stop();
});

const shareCard = (method: string, body?: unknown) =>
  body === undefined
    ? fetch(`${server.url}/api/user/share-card`, { method, headers: { cookie } })
    : fetch(`${server.url}/api/user/share-card`, { method, headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });

describe("a chart card over HTTP", () => {
  it("is readable signed out with its preview tags and image, then 404 once unpublished", async () => {
    const published = await shareCard("PUT", { displayName: "Inês", showPlace: true });
    expect(published.status).toBe(201);
    const { card } = (await published.json()) as { card: { id: string; url: string; imageUrl: string } };

    const page = await fetch(`${server.url}/c/${card.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.headers.get("cache-control") ?? "").not.toMatch(/public/);
    const html = await page.text();
    expect(html).toContain("Inês");
    expect(html).toContain("Lisbon");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<meta property="og:image" content="${card.imageUrl}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('data-testid="chart-wheel"');
    // The page's own words and drawing, without the site's stylesheet written into its head.
    const markup = html.replace(/<style>[\s\S]*?<\/style>/g, "");
    for (const hidden of ["1988", "March 9", "6:15", "06:15"]) expect(markup, hidden).not.toContain(hidden);
    // The date and time are hidden: no degree with its arcminutes, nor a figure precise enough to work
    // them back from, in the page or in its data.
    const data = await fetch(`${server.url}/c/${card.id}.data`);
    expect(data.status).toBe(200);
    const payload = await data.text();
    expect(payload).toContain('"precision","sign"');
    for (const text of [markup, payload]) {
      expect(text).not.toMatch(/\d\s*°\s*\d{1,2}\s*['′]/);
      expect(text).not.toMatch(/\d\.\d{3,}/);
    }

    // The tags name the site's own address (APP_URL); the test server listens on another port.
    const png = await fetch(`${server.url}${new URL(card.imageUrl).pathname}${new URL(card.imageUrl).search}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    expect((await shareCard("DELETE")).status).toBe(204);
    const gone = await fetch(`${server.url}/c/${card.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("Page Not Found");
    expect((await fetch(`${server.url}/c/${card.id}/image.png`)).status).toBe(404);
  });
});
