// Members' revisits answered 304 before the app renders anything: the app makes the tag of the page
// asked for from what it shows (app/routes/member-page-tag.server.ts, a hook of the build); a client
// that holds that page gets 304 without a body, else the tag travels in the load context and the
// rendered page carries it as its ETag (app/entry.server.tsx). A 304 carries no Content-Security-Policy:
// the browser keeps the one stored with the page, whose scripts carry that policy's nonce.
import type express from "express";
import { notModified } from "../app/http/entity-tag.server";
import { SCOPE_HEADER } from "../app/request-scope.server";

export type PageTagOf = (request: Request) => Promise<string | undefined>;

export function revalidateMemberPages(tagOf: PageTagOf): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || !req.headers.cookie) return next();
    const started = performance.now();
    // The request's scope travels with it: the user the tag reads is the one the loaders are given.
    const headers = { cookie: req.headers.cookie, [SCOPE_HEADER]: String(req.headers[SCOPE_HEADER]) };
    const request = new Request(new URL(req.originalUrl, "http://localhost"), { headers });
    tagOf(request).then((tag) => {
      if (tag === undefined) return next();
      const held = notModified(req.headers["if-none-match"], tag);
      if (held === undefined) {
        res.locals.memberTag = tag;
        return next();
      }
      res.setHeader("ETag", held);
      res.setHeader("Cache-Control", "private, no-cache");
      res.setHeader("Vary", "Cookie, Accept-Encoding");
      res.setHeader("Server-Timing", `tag;dur=${(performance.now() - started).toFixed(1)}`);
      res.status(304).end();
    }, next);
  };
}
