// A document compressed once and sent many times with a different nonce in each copy (the page
// cache's hits). The text between the nonces is compressed ahead of time into raw deflate pieces
// that end on byte boundaries; each response puts the pieces together with its own nonce between
// them as stored (uncompressed) deflate blocks, and closes a gzip member with the CRC-32 and length
// of what it holds. No compression per response: a few buffer copies and one CRC-32 pass.
//
// Each piece is compressed with the text before it as its dictionary, nonces replaced by NUL bytes
// of the same length, so repeated markup still compresses across the gaps: a match can only copy
// bytes equal to the text being compressed, never a NUL of a gap, because the text holds no NUL
// (documents that do are not spliced: `spliceable` answers null).
import zlib from "node:zlib";

export type Spliced = {
  /** The text between the nonces, raw (for the CRC-32) and compressed. */
  texts: Buffer[];
  pieces: Buffer[];
  /** Length in bytes of every nonce this document takes. */
  gap: number;
  /** The sum of the texts' lengths. */
  textBytes: number;
};

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const WINDOW = 32 * 1024;

/**
 * Compresses `html` around every occurrence of `nonce`. Null when it cannot be spliced safely: a
 * NUL byte in the text, or a nonce too long for one stored block.
 */
export function spliceable(html: string, nonce: string, level = 9): Spliced | null {
  if (html.includes("\0") || nonce.length === 0) return null;
  const gap = Buffer.byteLength(nonce);
  if (gap > 0xffff) return null;
  const texts = html.split(nonce).map((text) => Buffer.from(text));
  const nulGap = Buffer.alloc(gap);
  const pieces: Buffer[] = [];
  let before = Buffer.alloc(0);
  texts.forEach((text, i) => {
    const last = i === texts.length - 1;
    const options: zlib.ZlibOptions = { level, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH };
    if (before.length) options.dictionary = before.subarray(Math.max(0, before.length - WINDOW));
    pieces.push(zlib.deflateRawSync(text, options));
    before = Buffer.concat([before.subarray(Math.max(0, before.length - WINDOW)), text, last ? Buffer.alloc(0) : nulGap]);
  });
  return { texts, pieces, gap, textBytes: texts.reduce((sum, text) => sum + text.length, 0) };
}

/** A stored deflate block (not the last) holding `bytes`. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, padded to the byte
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The gzip member of the document with `nonce` in every gap (it must be as long as the original). */
export function splice(document: Spliced, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  if (value.length !== document.gap) throw new Error("the nonce does not fit the document's gaps");
  const stored = storedBlock(value);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  document.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = zlib.crc32(value, crc);
    }
    parts.push(piece);
    // (Node's crc32 answers 0 for an empty buffer whatever the running value: skipped.)
    if (document.texts[i]!.length) crc = zlib.crc32(document.texts[i]!, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((document.textBytes + value.length * (document.pieces.length - 1)) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
