import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/env.server";
import { geocodeOne, searchPlaces } from "~/services/geocode.server";

describe("searchPlaces over the embedded gazetteer", () => {
  afterEach(() => {
    delete process.env.GEOCODER_URL;
    resetEnvForTests();
  });
  it("needs 3 characters", async () => {
    expect(await searchPlaces("ab")).toEqual([]);
  });
  it("is accent-insensitive and ranked by population, with region and country", async () => {
    const zurich = await searchPlaces("Zurich");
    expect(zurich[0]).toMatchObject({ display_name: "Zürich, Zürich, Switzerland", timezone: "Europe/Zurich" });
    const springfield = await searchPlaces("Springfield");
    expect(springfield).toHaveLength(5);
    expect(springfield.map((p) => p.display_name)).toContain("Springfield, Illinois, United States");
    expect(springfield.map((p) => p.display_name)).toContain("Springfield, Missouri, United States");
    expect(typeof springfield[0]!.lat).toBe("string");
    expect((await searchPlaces("Springfield, Illinois"))[0]!.display_name).toBe("Springfield, Illinois, United States");
  });
  it("geocodeOne returns numbers", async () => {
    const ulm = await geocodeOne("Ulm");
    expect(ulm).not.toBeNull();
    expect(ulm!.latitude).toBeCloseTo(48.4, 1);
    expect(ulm!.longitude).toBeCloseTo(10, 0);
    expect(await geocodeOne("qqqzzzxx")).toBeNull();
  });
});

describe("Nominatim upstream (local fake)", () => {
  let server: http.Server;
  let base = "";
  const seen: URL[] = [];
  let fail = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      seen.push(url);
      if (fail) {
        res.writeHead(500).end("boom");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify([
        { display_name: "Liverpool, Merseyside, England, United Kingdom", lat: "53.4071991", lon: "-2.99168" },
        { display_name: "broken", lat: "x", lon: "y" },
      ]));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  afterEach(() => {
    delete process.env.GEOCODER_URL;
    resetEnvForTests();
    fail = false;
  });

  it("asks the upstream with q, format=json, limit=5 and adds the time zone", async () => {
    process.env.GEOCODER_URL = base;
    resetEnvForTests();
    const out = await searchPlaces("Liverpool");
    const last = seen[seen.length - 1]!;
    expect(last.pathname).toBe("/search");
    expect(last.searchParams.get("q")).toBe("Liverpool");
    expect(last.searchParams.get("format")).toBe("json");
    expect(last.searchParams.get("limit")).toBe("5");
    expect(out).toEqual([
      { display_name: "Liverpool, Merseyside, England, United Kingdom", lat: "53.4071991", lon: "-2.99168", timezone: "Europe/London" },
    ]);
  });
  it("falls back to the embedded index when the upstream fails", async () => {
    process.env.GEOCODER_URL = base;
    resetEnvForTests();
    fail = true;
    const out = await searchPlaces("Liverpool");
    expect(out[0]!.display_name).toBe("Liverpool, England, United Kingdom");
  });
});
