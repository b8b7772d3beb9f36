// The unread rest of a request's body after an early answer: drained, then the connection closed
// gracefully. Node's own http objects only; the server installs it first (server/index.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_BODY_BYTES } from "./body.server";

/** After an early answer, at most this much of the unread body is read and dropped before closing. */
export const LINGER_BYTES = 3 * 1024 * 1024;
/** …and for at most this long: then the connection is cut off, whatever the client is doing. */
const LINGER_MS = 5_000;

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
export function lingeringClose(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
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
