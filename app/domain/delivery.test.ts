import { describe, expect, it } from "vitest";
import { deliveryHourLabel } from "~/domain/delivery";

describe("a delivery hour in words", () => {
  it("names the hour as the settings select shows it, minutes included", () => {
    expect(deliveryHourLabel("08:00")).toBe("8:00 AM");
    expect(deliveryHourLabel("12:00")).toBe("12:00 PM");
    expect(deliveryHourLabel("08:30")).toBe("8:30 AM");
  });
});
