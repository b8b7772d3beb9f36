import { describe, expect, it } from "vitest";
import { preferencesSchema } from "./preferences";

describe("the preferences' theme", () => {
  it("is light or dark; an older page's 'system' is light; anything else is refused in words", () => {
    expect(preferencesSchema.parse({ theme: "dark" }).theme).toBe("dark");
    expect(preferencesSchema.parse({ theme: "system" }).theme).toBe("light");
    expect(preferencesSchema.parse({}).theme).toBeUndefined();
    const refused = preferencesSchema.safeParse({ theme: "sepia" });
    expect(refused.success).toBe(false);
    expect(refused.error?.flatten().fieldErrors.theme).toEqual(["Theme must be light or dark"]);
  });
});
