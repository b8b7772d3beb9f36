import { afterEach, describe, expect, it, vi } from "vitest";
import { keyBytes, PUSH_MESSAGES, PushSetupError, pushFailureMessage, SETUP_DEADLINE_MS, withDeadline } from "./push";

describe("keyBytes (the server's push key for applicationServerKey)", () => {
  it("decodes base64url without padding, the characters base64 spells + and / included", () => {
    const bytes = Uint8Array.from([0x04, 0xfb, 0xff, 0xbe, 0x10]);
    const base64url = Buffer.from(bytes).toString("base64url");
    expect(base64url).toMatch(/[-_]/);
    expect(base64url).not.toContain("=");
    expect(keyBytes(base64url)).toEqual(bytes);
  });
});

describe("pushFailureMessage: what the member reads when notifications could not be turned on", () => {
  it("puts the browser's refusals in plain words, never its own text", () => {
    const refused = pushFailureMessage(new DOMException("Registration failed - permission denied", "NotAllowedError"));
    expect(refused).toBe(PUSH_MESSAGES.refused);
    expect(refused).not.toMatch(/Registration failed|permission denied/);
    // Allowed, yet the browser will not subscribe: its push is off (a private window), not the site's permission.
    expect(pushFailureMessage(new DOMException("Registration failed - permission denied", "NotAllowedError"), "granted")).toBe(PUSH_MESSAGES.unavailable);
    expect(pushFailureMessage(new DOMException("Registration failed - push service error", "AbortError"))).toBe(PUSH_MESSAGES.unreachable);
    expect(pushFailureMessage(new DOMException("Registration failed - push service not available", "InvalidStateError"))).toBe(PUSH_MESSAGES.unreachable);
    expect(pushFailureMessage(new TypeError("Failed to fetch"))).toBe(PUSH_MESSAGES.failed);
    expect(pushFailureMessage("a thrown string")).toBe(PUSH_MESSAGES.failed);
  });

  it("keeps the words already meant for the member (ours or the server's)", () => {
    expect(pushFailureMessage(new PushSetupError("Too many devices: remove one first."))).toBe("Too many devices: remove one first.");
  });
});

describe("withDeadline: setting up gives up in time", () => {
  afterEach(() => void vi.useRealTimers());

  it("stops work that never answers once the deadline has passed, saying so, and aborts what is in flight", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const outcome = withDeadline((given) => {
      signal = given;
      return new Promise<string>(() => {});
    }).then(
      () => "answered",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(SETUP_DEADLINE_MS - 1);
    expect(signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(PushSetupError);
    expect(pushFailureMessage(error)).toBe(PUSH_MESSAGES.tooSlow);
    expect(signal!.aborted).toBe(true);
  });

  it("answers what the work answers in time, and its failures unchanged", async () => {
    expect(SETUP_DEADLINE_MS).toBeLessThanOrEqual(10_000);
    await expect(withDeadline(async () => "endpoint")).resolves.toBe("endpoint");
    const refused = new DOMException("Registration failed - permission denied", "NotAllowedError");
    await expect(withDeadline(async () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
