// How responses are compressed (decision record 002). Every response but a document goes through the
// standard `compression` middleware (server/index.ts), a stream per response. A document is rendered
// whole before it is sent, so it is compressed here in one synchronous call: the same codings and
// levels, at about a third of a stream's cost for a 15–65 KB page (docs/quality.md), and the
// middleware passes a body that already names its coding.
import zlib from "node:zlib";

/** Brotli at quality 1: for a document about as small as gzip's level 1, and cheaper to make. */
export const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 };

export type DocumentCoding = "br" | "gzip";

/**
 * The coding to send for an Accept-Encoding header: the one with the highest weight, brotli before
 * gzip at equal weight (as the middleware prefers); `*` stands for a coding not named; weight 0
 * refuses. Null when the client accepts neither.
 */
export function negotiateCoding(acceptEncoding: string | null): DocumentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  const weightOf = (coding: DocumentCoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

/**
 * A whole document compressed for the request, with the headers that say so; the body unchanged
 * when compression is off (`level` 0), the client accepts no coding we make, or the body is under
 * the middleware's threshold (1 KB).
 */
export function compressDocument(body: Buffer<ArrayBuffer>, acceptEncoding: string | null, level: number, headers: Headers): Buffer<ArrayBuffer> {
  appendVary(headers, "Accept-Encoding");
  if (level === 0 || body.length < 1024) return body;
  const coding = negotiateCoding(acceptEncoding);
  if (!coding) return body;
  const compressed: Buffer<ArrayBuffer> = coding === "br" ? zlib.brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : zlib.gzipSync(body, { level });
  headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(compressed.length));
  return compressed;
}

/** Adds a field to Vary unless it is named there already (or Vary is `*`). */
export function appendVary(headers: Headers, name: string) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", name);
  else if (!vary.split(",").some((field) => field.trim().toLowerCase() === name.toLowerCase() || field.trim() === "*")) headers.set("Vary", `${vary}, ${name}`);
}
