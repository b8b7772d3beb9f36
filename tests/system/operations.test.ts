// The production server as an operator meets it: metrics on their own port and never on the public
// one, and one JSON log line per request carrying its id, route id and a hashed member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, registerAndSignIn, startServer, tempDatabase, type RunningServer } from "./server";

let server: RunningServer;
let metricsUrl: string;

beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  server = await startServer(tempDatabase("operations"), { METRICS_PORT: String(port) });
});

afterAll(async () => {
  await server?.stop();
});

/** The server's JSON log lines (stdout and stderr). */
function logLines(): Array<Record<string, unknown>> {
  return server
    .log()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("metrics", () => {
  it("serves the request histogram by route, and the process and event-loop metrics, on METRICS_PORT", async () => {
    expect((await fetch(`${server.url}/healthcheck`)).status).toBe(200);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="[\d.]+",route="routes\/healthcheck",method="GET",status_class="2xx"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_gc_duration_seconds_count\{kind="\w+"\} \d/m);
    // The app's figures, read from the database.
    expect(text).toMatch(/^daily_job_last_success_timestamp_seconds 0$/m);
    expect(text).toMatch(/^sqlite_wal_size_bytes \d+$/m);
  });

  it("is not on the public port: /metrics there is the site's 404", async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_request_duration_seconds");
  });

  it("answers nothing but GET /metrics on its own port", async () => {
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });
});

describe("request logs", () => {
  it("echoes a well-formed X-Request-Id and logs the request under it, as one JSON line", async () => {
    const response = await fetch(`${server.url}/healthcheck`, { headers: { "X-Request-Id": "req-7f3a9c" } });
    expect(response.headers.get("x-request-id")).toBe("req-7f3a9c");
    await expect.poll(() => logLines().find((line) => line.requestId === "req-7f3a9c")).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "routes/healthcheck",
      status: 200,
    });
    const line = logLines().find((entry) => entry.requestId === "req-7f3a9c")!;
    expect(typeof line.durationMs).toBe("number");
    expect(line).not.toHaveProperty("member");
  });

  it("makes its own id for a malformed one, and never logs the raw path", async () => {
    const forged = 'x" injected\u2028{"level":"fatal"}';
    const response = await fetch(`${server.url}/blog/some-article-that-does-not-exist?token=secret-value`, {
      headers: { "X-Request-Id": encodeURIComponent(forged) + "%%" },
    });
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => logLines().find((line) => line.requestId === id)).toMatchObject({ route: "routes/blog-article", status: 404 });
    expect(server.log()).not.toContain("secret-value");
    expect(server.log()).not.toContain("some-article-that-does-not-exist");
  });

  it("names a signed-in member by a hash, never by id or email", async () => {
    const email = `logged-${Date.now()}@example.test`;
    const { cookie, id } = await registerAndSignIn(server.url, { email, password: "lantern-orbit-123", firstName: "Log", lastName: "Tester" });
    const response = await fetch(`${server.url}/api/auth/user`, { headers: { cookie, "X-Request-Id": "req-member-1" } });
    expect(response.status).toBe(200);
    await expect.poll(() => logLines().find((line) => line.requestId === "req-member-1")).toMatchObject({ route: "routes/api/auth.user", status: 200 });
    const line = logLines().find((entry) => entry.requestId === "req-member-1")!;
    expect(line.member).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(server.log()).not.toContain(id);
    expect(JSON.stringify(line)).not.toContain(email);
  });
});
