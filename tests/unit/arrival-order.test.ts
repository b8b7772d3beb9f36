// Requests reach the router first come, first started, one per turn of the event loop.
import type express from "express";
import { describe, expect, it } from "vitest";
import { inArrivalOrder } from "../../server/arrival-order";

/** One turn of the event loop: what the gate scheduled before this runs first. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("requests in arrival order", () => {
  it("starts one waiting request per turn, in the order they came, and starts again after an idle spell", async () => {
    const gate = inArrivalOrder();
    const started: string[] = [];
    const arrive = (id: string) => gate({} as express.Request, {} as express.Response, () => started.push(id));
    arrive("a");
    arrive("b");
    expect(started).toEqual([]);
    await turn();
    expect(started).toEqual(["a"]);
    arrive("c");
    await turn();
    expect(started).toEqual(["a", "b"]);
    await turn();
    await turn();
    expect(started).toEqual(["a", "b", "c"]);
    arrive("d");
    await turn();
    expect(started).toEqual(["a", "b", "c", "d"]);
  });
});
