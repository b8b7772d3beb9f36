// A local push service for the web push tests: an HTTP server on 127.0.0.1 (listed in
// PUSH_TEST_ORIGINS) that records each message, and a browser's side of a subscription: a P-256 key
// pair and an auth secret generated here, with which a message is decrypted as RFC 8291 says
// (aes128gcm of RFC 8188, keys from ECDH and HKDF-SHA-256).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type PushMessage = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export interface LocalPushService {
  origin: string;
  messages: PushMessage[];
  /** The status of the next answers, in order; then 201 Created. */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const messages: PushMessage[] = [];
  const queue: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = queue.shift() ?? 201;
      if (status < 300) messages.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status, { "content-type": "text/plain" });
      res.end(status < 300 ? "" : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    messages,
    answer: (...statuses) => queue.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: what `pushManager.subscribe` would make. */
export function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, publicKey, auth, json: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } };
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number) {
  return Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));
}

/** Decrypts an aes128gcm push message body with the browser's private key and auth secret. */
export function decryptPushMessage(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  // Header (RFC 8188 §2.1): salt (16), record size (4), key id length (1), key id: the sender's public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`expected the sender's 65-byte key as key id, got ${idLength} bytes`);
  if (record.length > recordSize) throw new Error("a push message is one record");

  // RFC 8291 §3.3-3.4: the input keying material from the ECDH secret, the auth secret and both keys.
  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderPublicKey]);
  const ikm = hkdf(keys.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);

  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error("the last record's padding delimiter is missing");
  return padded.subarray(0, end).toString("utf8");
}

export interface HugeAnswerService {
  origin: string;
  /** Bytes of the answer the server got into the connection before the sender hung up. */
  served(): number;
  /** How far this process's rss and heap (+ array buffers) rose above their level when the message arrived, at most, while answering (bytes). */
  growth(): { rss: number; heap: number };
  /** Resolves when the sender has closed the connection. */
  hungUp(): Promise<void>;
  close(): Promise<void>;
}

function heapOf(usage: NodeJS.MemoryUsage) {
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * A push service that answers every message with `status` and a body of `bytes` bytes starting with
 * `text`, written from one reused chunk as fast as the sender reads it. The process's memory is sampled
 * at every chunk written, so what the sender (in this process) keeps of the answer shows in `growth()`.
 */
export async function startHugeAnswerService(status: number, bytes: number, text: string): Promise<HugeAnswerService> {
  const chunk = Buffer.alloc(64 * 1024, "x");
  chunk.write(text);
  let served = 0;
  let baseline = { rss: 0, heap: 0 };
  const peak = { rss: 0, heap: 0 };
  let closed: () => void = () => {};
  const hungUp = new Promise<void>((resolve) => (closed = resolve));
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, heapOf(usage));
  };
  const server = http.createServer((req, res) => {
    req.resume();
    const usage = process.memoryUsage();
    baseline = { rss: usage.rss, heap: heapOf(usage) };
    Object.assign(peak, baseline);
    res.writeHead(status, { "content-type": "text/plain", "content-length": String(bytes) });
    let open = true;
    res.on("close", () => {
      open = false;
      closed();
    });
    const pump = () => {
      while (open && served < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - served));
        served += piece.length;
        sample();
        if (!res.write(piece)) return void res.once("drain", pump);
      }
      if (open) res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served: () => served,
    growth: () => ({ rss: peak.rss - baseline.rss, heap: peak.heap - baseline.heap }),
    hungUp: () => hungUp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SilentService {
  origin: string;
  /** How many requests it has taken (and left unanswered). */
  requests(): number;
  /** Resolves when the sender has given up on the connection. */
  hungUp(): Promise<void>;
  close(): Promise<void>;
}

/** A push service that reads each message and never answers. */
export async function startSilentService(): Promise<SilentService> {
  let requests = 0;
  let closed: () => void = () => {};
  const hungUp = new Promise<void>((resolve) => (closed = resolve));
  const server = http.createServer((req) => {
    requests++;
    req.resume();
    req.socket.on("close", () => closed());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => requests,
    hungUp: () => hungUp,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
