// The member cache's rules, on a small Express app standing in for the rendered pages: a copy is
// sent only at the generation it was rendered at, nothing is kept when a write happened during the
// render or the page did not opt in, the app's mark never reaches the client, and the oldest
// copies go first when the memory budget is reached.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { MEMBER_CACHE_HEADER, memberCache } from "../../server/member-cache";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

type World = { generation: string | null; renders: number; writeDuringRender?: boolean; optIn?: boolean };

async function start(world: World, maxBytes?: number) {
  const app = express();
  let n = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce-${String(++n).padStart(10, "0")}`;
    next();
  });
  const cache = memberCache({ state: () => world.generation, maxBytes });
  app.use(cache);
  app.get(/.*/, (req, res) => {
    world.renders++;
    if (world.writeDuringRender) world.generation = `${world.generation}+`;
    if (world.optIn !== false) res.setHeader(MEMBER_CACHE_HEADER, "1");
    res.type("html").send(`<!DOCTYPE html><p>${req.path} render ${world.renders}</p><script nonce="${res.locals.cspNonce}"></script>${"x".repeat(1000)}`);
  });
  server = app.listen(0);
  await new Promise((resolve) => server!.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, cookie = "ts_session=abc") => {
    const response = await fetch(url + path, { headers: { cookie } });
    return { hit: response.headers.get("x-cache") === "hit", mark: response.headers.get(MEMBER_CACHE_HEADER), html: await response.text() };
  };
  return { get, cache };
}

describe("member cache", () => {
  it("sends a copy while the generation holds, with the request's own nonce, and renders when it moves", async () => {
    const world: World = { generation: "1.1", renders: 0 };
    const { get } = await start(world);
    const first = await get("/profile");
    const second = await get("/profile");
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect(second.html).toContain("render 1");
    expect(second.html).toContain('nonce="nonce-0000000002"');
    expect(first.mark).toBeNull();
    expect(second.mark).toBeNull();
    world.generation = "2.1";
    const third = await get("/profile");
    expect(third.hit).toBe(false);
    expect(third.html).toContain("render 2");
    expect(world.renders).toBe(2);
  });

  it("keeps nothing for an unknown session, a page that did not opt in, or a write during the render", async () => {
    const world: World = { generation: null, renders: 0 };
    const { get } = await start(world);
    await get("/a");
    expect((await get("/a")).hit).toBe(false);
    world.generation = "1.1";
    world.optIn = false;
    await get("/b");
    expect((await get("/b")).hit).toBe(false);
    world.optIn = true;
    world.writeDuringRender = true;
    await get("/c");
    world.writeDuringRender = false;
    expect((await get("/c")).hit).toBe(false);
    expect((await get("/c")).hit).toBe(true);
  });

  it("keys copies by cookie, and skips requests with a pending toast or without a session", async () => {
    const world: World = { generation: "1.1", renders: 0 };
    const { get } = await start(world);
    await get("/profile", "ts_session=one");
    expect((await get("/profile", "ts_session=two")).hit).toBe(false);
    expect((await get("/profile", "ts_session=one; ts_toast=x")).hit).toBe(false);
    expect((await get("/profile", "theme=dark")).hit).toBe(false);
    expect((await get("/profile", "theme=dark")).hit).toBe(false);
    expect((await get("/profile", "ts_session=one")).hit).toBe(true);
  });

  it("forgets the least recently sent copies first when the memory budget is reached", async () => {
    const world: World = { generation: "1.1", renders: 0 };
    // Each page is about 1,080 characters, counted three times: room for three.
    const { get, cache } = await start(world, 10_000);
    for (const path of ["/1", "/2", "/3"]) await get(path);
    expect(cache.size()).toBe(3);
    expect((await get("/1")).hit).toBe(true); // /1 is now the most recent
    await get("/4"); // evicts /2
    expect(cache.size()).toBe(3);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect((await get("/1")).hit).toBe(true);
    expect((await get("/3")).hit).toBe(true);
    expect((await get("/2")).hit).toBe(false);
  });
});
