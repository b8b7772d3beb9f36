// Request bodies through the real HTTP server of the production build: a body over the limit is a
// 413 whether it declares its length or streams chunked, the server stops reading near the limit
// (bytes it read from sockets, from /proc, and its resident memory), and a client still sending
// when the server answers early can read that answer (no EPIPE).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

const MB = 1024 * 1024;

/** Bytes the process has read through read(2)/recv(2): sockets included. */
function bytesRead(pid: number) {
  return Number(/rchar:\s*(\d+)/.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"))![1]);
}

function residentBytes(pid: number) {
  return Number(/VmRSS:\s*(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
}

/** A body of `total` bytes in 64 KiB chunks, counting what the client managed to hand over. */
function stream(total: number, fill: string) {
  const chunk = new TextEncoder().encode(fill.repeat(64 * 1024).slice(0, 64 * 1024));
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, sent };
}

/** Posts a body and answers the status the client read, or the error it got instead. */
async function post(url: string, init: RequestInit & { duplex?: "half" }) {
  try {
    const response = await fetch(url, { redirect: "manual", ...init });
    return { status: response.status, text: await response.text(), cookie: response.headers.get("set-cookie") };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, text: `${(error as Error).message} ${cause?.code ?? cause?.message ?? ""}`, cookie: null };
  }
}

describe("request bodies", () => {
  let server: RunningServer;
  let member: string;

  beforeAll(async () => {
    server = await startServer(tempDatabase("bodies"));
    member = await signUpMember(server.url, "Streamer");
  }, 60_000);
  afterAll(async () => {
    await server.stop();
  });

  const targets = [
    { name: "Stripe webhook (raw text)", path: "/api/stripe/webhook", type: "application/json", signedIn: false },
    { name: "JSON (/api/auth/forgot-password)", path: "/api/auth/forgot-password", type: "application/json", signedIn: false },
    { name: "form (/settings)", path: "/settings", type: "application/x-www-form-urlencoded", signedIn: true },
    // Signed out, the page would send the client to sign in: the body is read first, so it is a 413 too.
    { name: "form (/settings) signed out", path: "/settings", type: "application/x-www-form-urlencoded", signedIn: false },
    { name: "multipart (/theme)", path: "/theme", type: "multipart/form-data; boundary=x", signedIn: false },
    { name: "Twilio webhook (form)", path: "/api/twilio/inbound", type: "application/x-www-form-urlencoded", signedIn: false },
  ];

  for (const target of targets) {
    it(`64 MB chunked to ${target.name}: 413 after reading a few MB, memory flat`, async () => {
      const pid = server.process.pid!;
      const readBefore = bytesRead(pid);
      const rssBefore = residentBytes(pid);
      const { body, sent } = stream(64 * MB, target.type.startsWith("multipart") ? "--x\r\nContent-Disposition: form-data; name=\"theme\"\r\n\r\n" : "a");
      const headers: Record<string, string> = { "content-type": target.type };
      if (target.signedIn) headers.cookie = member;
      const result = await post(server.url + target.path, { method: "POST", headers, body, duplex: "half" });
      expect(result.status, result.text).toBe(413);
      const read = bytesRead(pid) - readBefore;
      expect(read, `server read ${read} bytes`).toBeLessThan(8 * MB);
      expect(sent.bytes).toBeLessThan(64 * MB);
      expect(residentBytes(pid) - rssBefore).toBeLessThan(50 * MB);
    }, 60_000);
  }

  it("a declared Content-Length over the limit is refused before any route work", async () => {
    const result = await post(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x@example.test", password: "p".repeat(2 * MB) }),
    });
    expect(result).toMatchObject({ status: 413, text: JSON.stringify({ message: "Request body is too large" }) });
  });

  // Each answers before reading the body: a guard (401/403), a refused content type (415), a
  // missing method (405), the size by its Content-Length (413).
  const early: Array<{ path: string; headers: Record<string, string> }> = [
    { path: "/api/blog", headers: { "content-type": "application/json" } },
    { path: "/api/admin/users", headers: { "content-type": "application/json" } },
    { path: "/api/auth/reset-password", headers: { "content-type": "text/plain" } },
    { path: "/api/auth/login", headers: { "content-type": "application/json", origin: "https://evil.example" } },
    { path: "/api/horoscope/daily", headers: { "content-type": "application/json" } },
  ];
  for (const target of early) {
    it(`2 MB posted by Node's fetch to ${target.path} (early answer) gets a readable status, five times`, async () => {
      for (let i = 0; i < 5; i++) {
        const result = await post(server.url + target.path, { method: "POST", headers: target.headers, body: "x".repeat(2 * MB) });
        expect(result.status, result.text).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
      }
    });
    it(`2 MB streamed chunked by Node's fetch to ${target.path} gets a readable status`, async () => {
      const { body } = stream(2 * MB, "x");
      const result = await post(server.url + target.path, { method: "POST", headers: target.headers, body, duplex: "half" });
      expect(result.status, result.text).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
    });
  }
});
