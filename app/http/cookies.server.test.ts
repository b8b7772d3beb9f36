import { createCookie } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { readCookie } from "./cookies.server";

const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie === undefined ? {} : { cookie } });

describe("readCookie", () => {
  it("reads the named cookie among others, as the cookie's own parser does", async () => {
    const cookie = createCookie("ts_theme");
    const header = `ts_session=abc; ${await cookie.serialize("dark")}; other=1`;
    expect(await readCookie(cookie, request(header))).toBe("dark");
    expect(await readCookie(cookie, request(header))).toBe(await cookie.parse(header));
  });

  it("answers null for a header that does not name the cookie, without parsing it", async () => {
    const cookie = createCookie("ts_toast");
    const parse = vi.spyOn(cookie, "parse");
    expect(await readCookie(cookie, request("ts_session=abc; ts_theme=ImRhcmsi"))).toBeNull();
    expect(await readCookie(cookie, request())).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    // A header that names it is parsed.
    expect(await readCookie(cookie, request(`a=1; ${await cookie.serialize({ title: "Saved" })}`))).toEqual({ title: "Saved" });
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
