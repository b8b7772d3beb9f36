// Requests reach the router in arrival order, one per turn of the event loop (docs/quality.md,
// "Signed-in pages: the tail"): a render is synchronous work and libuv accepts one connection per
// turn (libuv/libuv#3696), so rendering every ready request in the same turn let a burst of new
// connections in one per turn, each after a render for every open connection.
import type express from "express";

export function inArrivalOrder(): express.RequestHandler {
  const waiting: (() => void)[] = [];
  const startNext = () => {
    const next = waiting.shift()!;
    if (waiting.length > 0) setImmediate(startNext);
    next();
  };
  return (_req, _res, next) => {
    if (waiting.push(next) === 1) setImmediate(startNext);
  };
}
