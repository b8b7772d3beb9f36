// The request that carries one web push message to a push service. It goes out by node:http(s), not by
// the global fetch: another undici installed as fetch's global dispatcher (jsdom does this) refuses the
// Content-Length header web-push sets, and the request must stay bounded whatever the service does —
// a few seconds in all, a few KB of its answer read, then the connection is dropped.
import http from "node:http";
import https from "node:https";
import type { PushFailure } from "~/domain/push";

/** Time for the whole exchange: connecting, sending, the answer's status and what of it is read. */
export const PUSH_TIMEOUT_MS = 5_000;
/** How much of an answer is read (for the operator's log); the rest is never received. */
export const PUSH_ANSWER_LIMIT_BYTES = 4096;
/** How much of that the operator's log keeps. */
const DETAIL_CHARS = 200;

export type PushRequest = { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null };

/** The push service answered 404 or 410: the subscription no longer exists. */
export class PushGoneError extends Error {
  constructor(public status: number) {
    super(`push service answered ${status}: subscription gone`);
  }
}

/**
 * The message was not delivered. `failure` is all the member may learn; `message` (the status, the
 * start of the answer, the network error) is for the operator's log.
 */
export class PushFailedError extends Error {
  constructor(
    public failure: PushFailure,
    message: string,
  ) {
    super(message);
  }
}

export type PushRequestOptions = { timeoutMs?: number; answerLimitBytes?: number };

/** Sends one prepared push request; resolves on a 2xx answer, else throws PushGoneError or PushFailedError. */
export function postPushRequest(request: PushRequest, options: PushRequestOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const limit = options.answerLimitBytes ?? PUSH_ANSWER_LIMIT_BYTES;
  const url = new URL(request.endpoint);
  const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!client) return Promise.reject(new PushFailedError("refused", `not an http(s) endpoint: ${url.protocol}`));

  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Whatever is left of the answer is not wanted: the connection goes with it.
      outgoing.destroy();
      if (error) reject(error);
      else resolve();
    };

    const outgoing = client.request(url, { method: request.method, headers: request.headers }, (answer) => {
      const status = answer.statusCode ?? 0;
      const kept: Buffer[] = [];
      let received = 0;
      const done = () => {
        if (status >= 200 && status < 300) return finish(null);
        if (status === 404 || status === 410) return finish(new PushGoneError(status));
        const text = Buffer.concat(kept).toString("utf8").slice(0, DETAIL_CHARS);
        finish(new PushFailedError("refused", `push service answered ${status}${text ? `: ${JSON.stringify(text)}` : ""}`));
      };
      answer.on("data", (chunk: Buffer) => {
        if (received < limit) kept.push(chunk.subarray(0, limit - received));
        received += chunk.length;
        if (received >= limit) done();
      });
      answer.on("end", done);
      answer.on("close", done);
      answer.on("error", done);
    });
    const timer = setTimeout(() => finish(new PushFailedError("unreachable", `no answer within ${timeoutMs} ms`)), timeoutMs);
    outgoing.on("error", (error) => finish(new PushFailedError("unreachable", `request failed: ${error.message}`)));
    outgoing.end(request.body ?? undefined);
  });
}
