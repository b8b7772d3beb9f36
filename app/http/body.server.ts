/**
 * Every request body is read here, as a stream, and reading stops at the route's limit: a body
 * larger than the limit is a 413 whether it declared its length or came chunked, and the bytes past
 * the limit are never held in memory (the server drains or closes the rest after answering).
 */
import { HttpError } from "~/domain/errors";

/** The largest body any route reads: forms, JSON and provider callbacks are all far smaller. */
export const MAX_BODY_BYTES = 256 * 1024;

export const TOO_LARGE = "Request body is too large";

function tooLarge() {
  return new HttpError(413, TOO_LARGE);
}

/** The body's bytes, at most `limit` of them; more is a 413 (the rest is left unread). */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Not cancelled: cancelling destroys the socket before the 413 can be sent. The unread rest
      // is drained or cut off after the answer (lingering-close.server.ts).
      if (total > limit) throw tooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** The body as UTF-8 text (JSON, a provider's signed payload), at most `limit` bytes. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** The body as a form (urlencoded or multipart), parsed from at most `limit` bytes. */
export async function readBodyForm(request: Request, limit = MAX_BODY_BYTES): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  const type = request.headers.get("content-type") ?? "";
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, "Request body must be a form");
  }
}
