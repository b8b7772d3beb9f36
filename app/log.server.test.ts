import { describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import { SCOPE_HEADER, memberHash, openScope, scopeOf, type RequestScope } from "~/request-scope.server";

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

  it("finds a request's scope by the key its header names, only while it is open, else one kept with the request", () => {
    const scope: RequestScope = { requestId: "req-7f3a9c" };
    const close = openScope("scope-1", scope);
    const asked = (key: string) => new Request("http://localhost/settings", { headers: { [SCOPE_HEADER]: key } });
    expect(scopeOf(asked("scope-1"))).toBe(scope);
    const other = asked("scope-2");
    expect(scopeOf(other)).not.toBe(scope);
    expect(scopeOf(other)).toBe(scopeOf(other));
    expect(scopeOf(asked("scope-1")).requestId).toBe("req-7f3a9c");
    close();
    expect(scopeOf(asked("scope-1"))).not.toBe(scope);
    expect(memberHash("user-a")).toMatch(/^[\w-]{16}$/);
    expect(memberHash("user-a")).not.toBe(memberHash("user-b"));
  });
});
