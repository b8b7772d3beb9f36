import { describe, expect, it } from "vitest";
import { errorPageMessage } from "~/http/error-message";

// A thrown `data()` reaches the boundary as a route error response.
const routeError = (status: number, statusText: string, data: unknown) => ({ status, statusText, data, internal: false });

describe("errorPageMessage", () => {
  it("pairs the status with the body the server wrote, never a contradicting status text", () => {
    expect(errorPageMessage(routeError(400, "Internal Server Error", "Request body must be a form"))).toBe("400: Request body must be a form");
  });

  it("falls back to the status text when the body is empty", () => {
    expect(errorPageMessage(routeError(403, "Forbidden", ""))).toBe("403: Forbidden");
  });

  it("keeps unexpected errors vague", () => {
    expect(errorPageMessage(new Error("database is locked"))).toBe("Something went wrong.");
  });
});
