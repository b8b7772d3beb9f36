// What every request passes before React Router sees it: the client's address, body limits with a
// readable early answer, the write budget, and the cross-site guard. Each decides on the path the
// router will route (app/http/paths.ts), so no spelling of a path walks around a guard.
import type express from "express";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { Env } from "../app/env.server";
import { MAX_BODY_BYTES, TOO_LARGE } from "../app/http/body.server";
import { canonicalPath } from "../app/http/paths";
import { clientAddressOf, crossSiteRefusal, isWrite } from "../app/http/request-policy.server";
import { createLimiter, retryAfterSeconds, tooManyMessage } from "../app/services/rate-limit.server";

/** After an early answer, at most this much of the unread body is read and dropped before closing. */
export const LINGER_BYTES = 3 * 1024 * 1024;
/** …and for at most this long: then the connection is cut off, whatever the client is doing. */
const LINGER_MS = 5_000;

/** The client's address (app/http/request-policy.server.ts). */
export function clientAddress(env: Env) {
  return (req: express.Request) => clientAddressOf(req.socket.remoteAddress, req.get("fly-client-ip"), env.TRUST_PROXY);
}

/**
 * An answer sent before the request's body was read to the end (a 413, a guard, a redirect) leaves
 * the rest of the body on the wire. A small body of declared length is read and dropped, and the
 * connection stays open for the next request. Any other (chunked, or over the limit) is answered
 * with `Connection: close`, and the connection closes gracefully, as nginx's lingering close does:
 * the rest is read and dropped (past React Router's paused stream) until the client has sent it
 * all, then the socket closes. Closing at once would reset the connection under a client still
 * sending (EPIPE in Node's fetch) before it could read the answer. Past LINGER_BYTES nothing more
 * is read, and after LINGER_MS the socket is closed.
 */
export function lingeringClose(req: express.Request, res: express.Response, next: express.NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    const declared = req.headers["transfer-encoding"] === undefined ? Number(req.headers["content-length"] ?? 0) : Infinity;
    if (!req.complete && declared > MAX_BODY_BYTES && !res.getHeader("connection")) {
      res.setHeader("Connection", "close");
      // Node closes a `Connection: close` socket with destroySoon() once the answer is written;
      // here it waits for the end of the body instead.
      const socket = req.socket;
      const close = socket.destroySoon.bind(socket);
      socket.destroySoon = () => (req.complete ? close() : req.once("end", close));
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    const socket = req.socket;
    const cutOff = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    req.once("end", () => clearTimeout(cutOff));
    let drained = 0;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      // Enough: reading stops (the client's sending stalls) but the socket stays open until the
      // client, having read the answer, goes away, or the time runs out. Destroying it now would
      // reset the connection under an answer the client has not read yet.
      if (drained > LINGER_BYTES) req.pause();
    });
    req.resume();
  });
  next();
}

/**
 * Every write (POST, PUT, PATCH, DELETE), webhooks included, counts against a per-address budget;
 * routes add stricter limits of their own. A body whose declared length is over the limit is
 * refused here, before any route work (a chunked one is stopped by the route's reader).
 */
export function guardWrites(env: Env, clientIp: (req: express.Request) => string) {
  const limiter = createLimiter(120 * env.RATE_LIMIT_FACTOR, 60_000);
  return async (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (!isWrite(req.method)) return next();
    if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) {
      res.status(413).json({ message: TOO_LARGE });
      return;
    }
    try {
      await limiter.consume(clientIp(req).slice(0, 64));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return next(error);
      const retry = retryAfterSeconds(error.msBeforeNext);
      res.setHeader("Retry-After", String(retry));
      res.status(429).json({ message: tooManyMessage(retry) });
      return;
    }
    next();
  };
}

/** An expected refusal: one log line, no stack trace. */
export function logRefusal(status: number, req: express.Request, reason: string) {
  console.warn(`[refused] ${status} ${req.method} ${canonicalPath(req.path).slice(0, 200)}: ${reason}`);
}

/** Cross-site writes, and /api writes of anything but JSON, are refused (the rule: crossSiteRefusal). */
export function guardCrossSite(env: Env) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const refusal = crossSiteRefusal(
      {
        method: req.method,
        path: req.path,
        host: req.get("host"),
        origin: req.get("origin"),
        secFetchSite: req.get("sec-fetch-site"),
        contentType: req.get("content-type"),
        hasBody: Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined,
      },
      env.APP_URL,
    );
    if (!refusal) return next();
    if (refusal.log) logRefusal(refusal.status, req, refusal.log);
    if (refusal.json) res.status(refusal.status).json({ message: refusal.message });
    else res.status(refusal.status).type("text/plain").send(refusal.message);
  };
}
