import { describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import { REQUEST_ID_HEADER, SCOPE_HEADER, memberHash, noteMember, openScope, requestIdOf, type RequestScope } from "~/request-scope.server";

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

  it("names the member of a request in the scope its header points to, and only while it is open", () => {
    const scope: RequestScope = { requestId: "req-7f3a9c" };
    const close = openScope("scope-1", scope);
    const asked = (key: string) => new Request("http://localhost/settings", { headers: { [SCOPE_HEADER]: key, [REQUEST_ID_HEADER]: "req-7f3a9c" } });
    noteMember(asked("scope-2"), "user-b");
    expect(scope.member).toBeUndefined();
    noteMember(asked("scope-1"), "user-a");
    expect(scope.member).toBe(memberHash("user-a"));
    expect(scope.member).not.toContain("user-a");
    expect(requestIdOf(asked("scope-1"))).toBe("req-7f3a9c");
    close();
    const later: RequestScope = { requestId: "req-2" };
    noteMember(asked("scope-1"), "user-c");
    expect(later.member).toBeUndefined();
    expect(scope.member).toBe(memberHash("user-a"));
  });
});
