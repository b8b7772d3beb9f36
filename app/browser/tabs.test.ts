import { describe, expect, it } from "vitest";
import { tabAfterKey } from "./tabs";

describe("tabAfterKey (the chart page's tab list)", () => {
  it("moves with the arrow keys round the ends, jumps with Home and End, and ignores other keys", () => {
    expect(tabAfterKey("ArrowRight", 2, 8)).toBe(3);
    expect(tabAfterKey("ArrowRight", 7, 8)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 8)).toBe(7);
    expect(tabAfterKey("Home", 5, 8)).toBe(0);
    expect(tabAfterKey("End", 1, 8)).toBe(7);
    expect(tabAfterKey("Enter", 1, 8)).toBe(-1);
  });
});
