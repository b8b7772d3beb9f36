import { describe, expect, it } from "vitest";
import { keyBytes } from "./push";

describe("keyBytes (the server's push key for applicationServerKey)", () => {
  it("decodes base64url without padding, the characters base64 spells + and / included", () => {
    const bytes = Uint8Array.from([0x04, 0xfb, 0xff, 0xbe, 0x10]);
    const base64url = Buffer.from(bytes).toString("base64url");
    expect(base64url).toMatch(/[-_]/);
    expect(base64url).not.toContain("=");
    expect(keyBytes(base64url)).toEqual(bytes);
  });
});
