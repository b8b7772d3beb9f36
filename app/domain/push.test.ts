import { describe, expect, it } from "vitest";
import { suggestDeviceName } from "./push";

describe("suggestDeviceName", () => {
  it("names the browser and the system from the user agent", () => {
    expect(suggestDeviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36")).toBe("Chrome on Android");
    expect(suggestDeviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1")).toBe("Safari on iPhone or iPad");
    expect(suggestDeviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge on Windows");
    expect(suggestDeviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox on Mac");
    expect(suggestDeviceName("curl/8.5.0")).toBe("Browser");
  });
});
