import { describe, expect, it } from "vitest";
import { contentTag, notModified, representationTag } from "./entity-tag.server";

describe("entity tags", () => {
  it("names each coding of a page apart, and matches any of them (weakly) to the page", () => {
    const tag = contentTag("<html>a</html>");
    expect(tag).not.toBe(contentTag("<html>b</html>"));
    expect([representationTag(tag, null), representationTag(tag, "br"), representationTag(tag, "gzip")]).toEqual([`"${tag}"`, `"${tag}-br"`, `"${tag}-gz"`]);
    expect(notModified(`"${tag}-br"`, tag)).toBe(`"${tag}-br"`);
    expect(notModified(`"x", W/"${tag}-gz"`, tag)).toBe(`W/"${tag}-gz"`.slice(2));
    expect(notModified("*", tag)).toBe(`"${tag}"`);
    expect(notModified(`"${contentTag("<html>b</html>")}"`, tag)).toBeUndefined();
    expect(notModified(tag, tag)).toBeUndefined(); // unquoted: not a tag
    expect(notModified(null, tag)).toBeUndefined();
  });
});
