// Requests reach the router in the order they arrived, one per turn of the event loop (docs/quality.md,
// "Signed-in pages"). A page's render is synchronous work (loaders on SQLite, React's string
// renderer), and libuv accepts one new connection per turn (libuv/libuv#3696): when every ready
// request ran in the same turn, each turn cost a render per open connection, and a burst of new
// connections was let in one per turn, the last after many turns of everyone else's pages.
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
