import { describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import { requestScope } from "~/request-scope.server";

function capture() {
  const lines: string[] = [];
  return { lines, out: { write: (text: string) => lines.push(text) } };
}

describe("the logger", () => {
  it("writes one JSON object per line, with secrets redacted and line separators escaped", () => {
    const { lines, out } = capture();
    const log = createLogger(out);
    log.info("reset link https://x.test/reset-password?token=abcdef123456 for Ada\u2028[mail:outbox] forged\nline");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(lines[0]!.slice(0, -1)).not.toMatch(/[\n\r\u2028\u2029\u0085]/);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", msg: "reset link https://x.test/reset-password?token=[redacted] for Ada\u2028[mail:outbox] forged\nline" });
    expect(typeof entry.time).toBe("string");
  });

  it("adds the request's id to any line written while the request is served", () => {
    const { lines, out } = capture();
    const log = createLogger(out);
    requestScope.run({ requestId: "req-7f3a9c" }, () => log.warn("inside"));
    log.warn("outside");
    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside).toMatchObject({ requestId: "req-7f3a9c", msg: "inside", level: "warn" });
    expect(outside).not.toHaveProperty("requestId");
  });

  it("names the request's id once when the line's logger already carries it", () => {
    const { lines, out } = capture();
    const log = createLogger(out).child({ requestId: "req-1" });
    requestScope.run({ requestId: "req-1" }, () => log.info("request"));
    expect(lines[0]!.match(/"requestId"/g)).toHaveLength(1);
  });
});
