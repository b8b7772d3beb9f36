// Error reporting with the official Sentry SDK, pointed at a local fake ingestion endpoint: what
// arrives is the error, without the member's address, number, cookies or tokens.
import http from "node:http";
import zlib from "node:zlib";
import * as Sentry from "@sentry/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberHash } from "~/request-scope.server";
import { flushErrorReports, reportError, scrubText, startErrorReporting } from "~/services/error-reporting.server";

type Received = { path: string; items: unknown[] };
const received: Received[] = [];
let server: http.Server;
let dsn: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = zlib.gunzipSync(body);
      // An envelope: a header line, then (item header, item payload) line pairs.
      const items = body
        .toString("utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown);
      received.push({ path: req.url ?? "", items });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  dsn = `http://public0key@127.0.0.1:${port}/42`;
});

afterAll(async () => {
  await Sentry.close(1000);
  server.close();
});

describe("without SENTRY_DSN", () => {
  it("stays off: reports are the log's business", () => {
    expect(startErrorReporting({ SENTRY_DSN: undefined, NODE_ENV: "test" })).toBe(false);
    reportError(new Error("nobody hears this"));
    expect(Sentry.getClient()).toBeUndefined();
  });
});

describe("with SENTRY_DSN", () => {
  it("sends the error to the DSN's project through the SDK, scrubbed of personal data", async () => {
    expect(startErrorReporting({ SENTRY_DSN: dsn, NODE_ENV: "test" })).toBe(true);
    Sentry.setUser({ id: "user-123", email: "ada@example.com", ip_address: "203.0.113.9" });
    const error = new Error("delivery to ada@example.com or +1 415 555 0123 failed: https://x.test/reset?token=abc123def456");
    reportError(error, { job: "daily" });
    await flushErrorReports(5_000);

    expect(received).toHaveLength(1);
    expect(received[0]!.path).toMatch(/^\/api\/42\/envelope\/?/);
    const event = received[0]!.items.find((item) => typeof item === "object" && item !== null && "exception" in item) as {
      exception: { values: Array<{ type: string; value: string }> };
      user?: Record<string, unknown>;
      tags?: Record<string, string>;
    };
    expect(event.exception.values.at(-1)).toMatchObject({
      type: "Error",
      value: "delivery to [email] or [phone] failed: https://x.test/reset?token=[redacted]",
    });
    expect(event.tags).toMatchObject({ job: "daily" });
    expect(event.user).toEqual({ id: memberHash("user-123") });
    // Anywhere in what arrived (the stack frames quote this file's source lines, scrubbed as well).
    const whole = JSON.stringify(received);
    expect(whole).not.toContain("ada@example.com");
    expect(whole).not.toContain("abc123def456");
    expect(whole).not.toContain("415 555 0123");
  });
});

describe("scrubText", () => {
  it("takes out addresses, international numbers and the tokens the logs redact", () => {
    expect(scrubText("to zoe.oneil+tag@mail.example.org, +44 20 7946 0958 and +12025550123; Bearer abc.def")).toBe(
      "to [email], [phone] and [phone]; Bearer [redacted]",
    );
    expect(scrubText("chart for 1990-05-17 at 14:30")).toBe("chart for 1990-05-17 at 14:30");
  });
});
