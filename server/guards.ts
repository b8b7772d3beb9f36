// What every request passes before React Router sees it: the client's address, body limits with a
// readable early answer (its unread rest drained by app/http/lingering-close.server.ts), the write
// budget, and the cross-site guard. Each decides on the path the
// router will route (app/http/paths.ts), so no spelling of a path walks around a guard.
import type express from "express";
import { RateLimiterRes } from "rate-limiter-flexible";
import { type Keyed, withValues } from "../app/domain/errors";
import type { Env } from "../app/env.server";
import { MAX_BODY_BYTES, TOO_LARGE } from "../app/http/body.server";
import { canonicalPath, isApiPath } from "../app/http/paths";
import { clientAddressOf, crossSiteRefusal, isWrite } from "../app/http/request-policy.server";
import { DEFAULT_LOCALE, splitLocalePath } from "../app/i18n/locales";
import { formMessage } from "../app/i18n/messages.server";
import { signUpLocale } from "../app/i18n/request.server";
import { countRefusal, createLimiter, retryAfterSeconds, tooManyMessage } from "../app/services/rate-limit.server";

/** The client's address (app/http/request-policy.server.ts). */
export function clientAddress(env: Env) {
  return (req: express.Request) => clientAddressOf(req.socket.remoteAddress, req.get("fly-client-ip"), env.TRUST_PROXY);
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
    if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) return refuse(req, res, 413, withValues(TOO_LARGE, "tooLarge", {}));
    try {
      await limiter.consume(clientIp(req).slice(0, 64));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) return next(error);
      const retry = retryAfterSeconds(error.msBeforeNext);
      countRefusal("writes");
      res.setHeader("Retry-After", String(retry));
      return refuse(req, res, 429, tooManyMessage(retry));
    }
    next();
  };
}

/** A guard's refusal: JSON in English for /api and scripts (fetch() accepts anything); for a browser's form post, a short
 * page in the reader's language read without the database (the address's, else the footer's choice, else the browser's). */
function refuse(req: express.Request, res: express.Response, status: number, refusal: Keyed) {
  if (isApiPath(req.path) || req.accepts(["json", "html"]) !== "html") return void res.status(status).json({ message: refusal.text });
  const { locale } = splitLocalePath(canonicalPath(req.path));
  const reader = locale !== DEFAULT_LOCALE ? locale : signUpLocale({ headers: new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }) });
  const said = formMessage(reader, refusal.text, refusal);
  res.status(status).set("Content-Security-Policy", "default-src 'none'").type("html").send(`<!doctype html><html lang="${reader}"><meta charset="utf-8"><title>${said}</title><p>${said}</p></html>\n`);
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
