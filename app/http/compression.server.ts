// How responses are compressed (decision record 002). Every response but a document goes through the
// standard `compression` middleware (server/index.ts), a stream per response. A document is rendered
// whole before it is sent, so it is compressed here in one synchronous call: the same codings and
// levels, at about a third of a stream's cost for a 15–65 KB page (docs/quality.md), and the
// middleware passes a body that already names its coding. A part many documents share (the inline
// stylesheet, two thirds of a member's page) is deflated once and carried as it is in each gzip
// document (`deflateOnce`), which then costs about half a brotli pass over the whole page.
import zlib from "node:zlib";

/** Brotli at quality 1: for a document about as small as gzip's level 1, and cheaper to make. */
export const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 };

export type DocumentCoding = "br" | "gzip";

/**
 * The coding to send for an Accept-Encoding header: the one with the highest weight, brotli before
 * gzip at equal weight (as the middleware prefers); `*` stands for a coding not named; weight 0
 * refuses. Null when the client accepts neither.
 */
export function negotiateCoding(acceptEncoding: string | null, prefer: DocumentCoding = "br"): DocumentCoding | null {
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
  const other: DocumentCoding = prefer === "br" ? "gzip" : "br";
  if (weightOf(prefer) > 0 && weightOf(prefer) >= weightOf(other)) return prefer;
  return weightOf(other) > 0 ? other : null;
}

/** Bytes deflated once: level 9, ending on a byte boundary, no final block, nothing referred back to. */
export type DeflatedOnce = { bytes: Buffer; deflated: Buffer };
/** Where a document holds a part deflated once. */
export type SplicedPart = { at: number; part: DeflatedOnce };

export function deflateOnce(bytes: Buffer): DeflatedOnce {
  return { bytes, deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }) };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * One gzip member (RFC 1952) whose deflate stream is the document's own pieces, each deflated
 * alone and flushed to a byte boundary, with the shared parts' blocks between them (RFC 1951 blocks
 * stand alone; no piece refers back past its start): one stream, as any gzip reader expects.
 */
function splicedGzip(body: Buffer, parts: SplicedPart[], level: number): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [GZIP_HEADER];
  let from = 0;
  for (const { at, part } of parts) {
    pieces.push(zlib.deflateRawSync(body.subarray(from, at), { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }), part.deflated);
    from = at + part.bytes.length;
  }
  pieces.push(zlib.deflateRawSync(body.subarray(from), { level }));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/**
 * A whole document compressed for the request, with the headers that say so; the body unchanged
 * when compression is off (`level` 0), the client accepts no coding we make, or the body is under
 * the middleware's threshold (1 KB). A document holding parts deflated once (in order) goes as gzip
 * when gzip is accepted at brotli's weight, those parts not compressed again.
 */
export function compressDocument(body: Buffer<ArrayBuffer>, acceptEncoding: string | null, level: number, headers: Headers, spliced: SplicedPart[] = []): Buffer<ArrayBuffer> {
  appendVary(headers, "Accept-Encoding");
  if (level === 0 || body.length < 1024) return body;
  const coding = negotiateCoding(acceptEncoding, spliced.length ? "gzip" : "br");
  if (!coding) return body;
  const compressed: Buffer<ArrayBuffer> =
    coding === "br"
      ? zlib.brotliCompressSync(body, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : splicedGzip(body, spliced, level);
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
