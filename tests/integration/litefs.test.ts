// A replica simulated with a temp LITEFS_DIR: LiteFS writes `.primary` (the primary's hostname) there on
// every replica and removes it on the primary.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createStaticHandler } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isReplica } from "~/db.server";
import { createSession } from "~/http/session.server";
import { insertUser } from "~/models/user.server";
import { resetEnvForTests } from "~/env.server";
import {
  currentInstanceName,
  ensurePrimary,
  isPrimaryInstance,
  isWritingMethod,
  primaryInstanceName,
  replayToPrimary,
} from "~/litefs.server";

let dir: string;
const request = () => new Request("http://localhost/horoscope/today");

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
});

afterEach(() => {
  delete process.env.LITEFS_DIR;
  resetEnvForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

function useLiteFs(primary: string | null) {
  process.env.LITEFS_DIR = dir;
  resetEnvForTests();
  if (primary !== null) fs.writeFileSync(path.join(dir, ".primary"), `${primary}\n`);
}

describe("without LiteFS (local runs)", () => {
  it("is the primary and never replays", async () => {
    delete process.env.LITEFS_DIR;
    resetEnvForTests();
    expect(isPrimaryInstance()).toBe(true);
    expect(isReplica()).toBe(false);
    expect(primaryInstanceName()).toBeNull();
    expect(currentInstanceName()).toBeNull();
    expect(replayToPrimary(request())).toBeNull();
    await expect(ensurePrimary(request())).resolves.toBeUndefined();
  });
});

describe("on the primary (LITEFS_DIR without .primary)", () => {
  it("is the primary, names itself, and does not replay", async () => {
    useLiteFs(null);
    expect(isPrimaryInstance()).toBe(true);
    expect(isReplica()).toBe(false);
    expect(primaryInstanceName()).toBe(os.hostname());
    expect(replayToPrimary(request())).toBeNull();
    await expect(ensurePrimary(request())).resolves.toBeUndefined();
  });
});

describe("on a replica (.primary names another machine)", () => {
  it("is not the primary and names the primary from the file", () => {
    useLiteFs("148e1d2b7a4089");
    expect(isPrimaryInstance()).toBe(false);
    expect(isReplica()).toBe(true);
    expect(primaryInstanceName()).toBe("148e1d2b7a4089");
    expect(currentInstanceName()).toBe(os.hostname());
  });

  it("answers a fly-replay response to the primary for a request that must write", async () => {
    useLiteFs("148e1d2b7a4089");
    const response = replayToPrimary(request());
    expect(response).not.toBeNull();
    // Redirect-shaped so React Router keeps its headers; Fly intercepts it before the browser sees it.
    expect(response!.status).toBe(302);
    expect(response!.headers.get("location")).toBe("/");
    expect(response!.headers.get("fly-replay")).toBe("instance=148e1d2b7a4089");
    expect(response!.headers.get("cache-control")).toBe("no-store");
    const thrown = await ensurePrimary(request()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("fly-replay")).toBe("instance=148e1d2b7a4089");
  });

  it("follows the lease as it moves (nothing is cached)", () => {
    useLiteFs("148e1d2b7a4089");
    expect(isPrimaryInstance()).toBe(false);
    fs.writeFileSync(path.join(dir, ".primary"), "d8d9a1c2e3f4a5\n");
    expect(replayToPrimary(request())!.headers.get("fly-replay")).toBe("instance=d8d9a1c2e3f4a5");
    fs.rmSync(path.join(dir, ".primary"));
    expect(isPrimaryInstance()).toBe(true);
    expect(replayToPrimary(request())).toBeNull();
  });

  it("asks for a retry instead of replaying to nobody while the primary is being elected", () => {
    useLiteFs("");
    const response = replayToPrimary(request());
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe("2");
    expect(response?.headers.get("fly-replay")).toBeNull();
  });
});

describe("inside React Router", () => {
  it("a loader's ensurePrimary reaches the server response with fly-replay intact", async () => {
    useLiteFs("148e1d2b7a4089");
    const handler = createStaticHandler([
      {
        id: "horoscope",
        path: "/horoscope/today",
        loader: async ({ request }) => {
          await ensurePrimary(request);
          return { stored: true };
        },
      },
    ]);
    // A redirect-shaped throw comes back as the Response itself (what the server sends to Fly's edge);
    // a thrown 4xx would instead become route error data, its headers dropped from the document.
    const result = await handler.query(request());
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("fly-replay")).toBe("instance=148e1d2b7a4089");

    fs.rmSync(path.join(dir, ".primary"));
    const onPrimary = await handler.query(request());
    expect(onPrimary).not.toBeInstanceOf(Response);
    expect((onPrimary as { loaderData: Record<string, unknown> }).loaderData.horoscope).toEqual({ stored: true });
  });
});

describe("the GETs that write", () => {
  it("send the Daily tab and /api/horoscope/daily to the primary from a replica; other tabs stay", async () => {
    // A member (the chart page sends guests to sign in before anything else).
    const user = await insertUser({ email: "replica@example.test", passwordHash: "x", firstName: "Rhea", lastName: "Vale" });
    const cookie = (await createSession(user.id, false)).split(";")[0]!;
    useLiteFs("148e1d2b7a4089");
    const { loader: dailyApi } = await import("~/routes/api/horoscope.daily");
    const { loader: profile } = await import("~/routes/profile");
    const get = (url: string, signedIn = true) => new Request(`http://localhost${url}`, { headers: signedIn ? { cookie } : {} });
    const args = (url: string, signedIn = true) => ({ request: get(url, signedIn), params: {}, context: {} }) as never;

    for (const url of ["/api/horoscope/daily", "/profile?tab=daily"]) {
      const load = url.startsWith("/api") ? dailyApi : profile;
      const thrown = await Promise.resolve(load(args(url))).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown, url).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("fly-replay"), url).toBe("instance=148e1d2b7a4089");
    }
    // Reading another tab writes nothing: it is served here (a guest is sent to sign in, not replayed).
    const other = await Promise.resolve(profile(args("/profile?tab=sun", false))).then(
      () => null,
      (error: unknown) => error,
    );
    expect((other as Response).headers.get("fly-replay")).toBeNull();
    expect((other as Response).headers.get("location")).toContain("/login");
  });
});

describe("isWritingMethod", () => {
  it("names the methods the LiteFS proxy forwards on its own", () => {
    expect(["POST", "put", "PATCH", "DELETE"].every(isWritingMethod)).toBe(true);
    expect(["GET", "HEAD", "OPTIONS"].some(isWritingMethod)).toBe(false);
  });
});
