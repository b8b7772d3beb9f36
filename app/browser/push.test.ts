import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushCard } from "~/components/settings/push-card";
import { PUSH_FAILURES, type PushFailure } from "~/domain/push";
import { message } from "~/i18n/messages.server";
import { serverMarkup } from "../../tests/support/form-markup";
import { keyBytes, messageOf, PUSH_MESSAGES, PushSetupError, pushFailureMessage, SETUP_DEADLINE_MS, withDeadline } from "./push";

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

describe("a push service's failure, said in the member's language", () => {
  const refusal = (kind: PushFailure) => Response.json({ message: PUSH_FAILURES[kind], code: kind }, { status: 502 });

  it("the test's 502 by its code, in the words the settings page writes for the script (zh)", async () => {
    const html = serverMarkup(createElement(PushCard, { devices: [], premium: false, removeError: null }), "/settings", "zh-Hans");
    const written = /data-push-words="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
    const words = JSON.parse(written) as Record<string, string>;
    expect(await messageOf(refusal("refused"), "", words, "zh-Hans")).toBe("通知服务拒绝了上一条通知。");
    expect(await messageOf(refusal("unreachable"), "", words, "zh-Hans")).toBe("通知服务没有响应。");
    // A refusal whose code the page does not word: the API's English on an English page, the page's own words for what failed on a Chinese one.
    expect(await messageOf(Response.json({ message: "Device not found" }, { status: 404 }), "Not sent.", words, "en")).toBe("Device not found");
    expect(await messageOf(Response.json({ message: "Device not found" }, { status: 404 }), words.testNotSent!, words, "zh-Hans")).toBe("测试通知没有发出。");
    expect(await messageOf(Response.json({ message: "Other.", code: "toString" }, { status: 502 }), "", words, "en")).toBe("Other.");
    expect(await messageOf(new Response("Bad gateway", { status: 502 }), words.testNotSent!, words, "zh-Hans")).toBe("测试通知没有发出。");
  });

  it("in English the page's words are the API's", async () => {
    for (const kind of Object.keys(PUSH_FAILURES) as PushFailure[]) {
      expect(message("en", `settings.push.failure.${kind}`)).toBe(PUSH_FAILURES[kind]);
      expect(await messageOf(refusal(kind), "")).toBe(PUSH_FAILURES[kind]);
    }
  });
});
