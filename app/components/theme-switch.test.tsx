import { describe, expect, it } from "vitest";
import { ThemeSwitch } from "~/components/theme-switch";
import { serverMarkup } from "../../tests/support/form-markup";

describe("the theme switch's buttons", () => {
  it("are named by the words they show (no aria-label that leaves them out)", () => {
    const html = serverMarkup(<ThemeSwitch />, "/settings");
    for (const [testId, words] of [
      ["theme-toggle", "Dark mode"],
      ["theme-toggle-light", "Light mode"],
    ] as const) {
      const button = html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>(.*?)</button>`));
      expect(button, testId).not.toBeNull();
      expect(button![0]).not.toContain("aria-label");
      expect(button![1]!.replace(/<[^>]+>/g, "")).toContain(words);
    }
  });
});
