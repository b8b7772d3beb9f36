import { describe, expect, it } from "vitest";
import { escapeXml, markdownToText, renderMarkdown, sanitizeHtml } from "~/services/markdown.server";

describe("renderMarkdown: GFM and footnotes", () => {
  it("renders tables, task lists, strikethrough and autolinked URLs and e-mails", () => {
    const html = renderMarkdown(
      ["| Sign | Element |", "|---|---|", "| Aries | Fire |", "", "- [x] chart drawn", "- [ ] read it", "", "~~old~~ see https://example.com/x or write to stars@example.com"].join("\n"),
    );
    expect(html).toMatch(/<table>[\s\S]*<th>Sign<\/th>[\s\S]*<td>Aries<\/td>/);
    expect(html).toMatch(/<input checked="" disabled="" type="checkbox" aria-label="Done" \/> chart drawn/);
    expect(html).toMatch(/<input disabled="" type="checkbox" aria-label="Not done" \/> read it/);
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer nofollow">https://example.com/x</a>');
    expect(html).toContain('<a href="mailto:stars@example.com">stars@example.com</a>');
  });

  it("renders footnotes with a reference and a back link", () => {
    const html = renderMarkdown("The ayanamsa grows[^1].\n\n[^1]: About one degree in 72 years.");
    expect(html).toMatch(/<sup><a id="footnote-ref-1" href="#footnote-1"/);
    expect(html).toMatch(/<section class="footnotes"/);
    expect(html).toMatch(/<li id="footnote-1">[\s\S]*About one degree in 72 years/);
  });
});

describe("sanitizing", () => {
  it("removes script tags, event handlers and javascript: URLs", () => {
    const html = renderMarkdown(
      [
        "Hello <script>alert('x')</script>",
        "",
        '<img src="/a.png" onerror="alert(1)"> <a href="javascript:alert(2)" onclick="steal()">click</a>',
        "",
        "[md link](javascript:alert(3)) <iframe src=\"https://evil.example\"></iframe>",
        "",
        '<div style="position:fixed" onmouseover="x()">styled</div><form action="/x"><input name="a"></form>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\('x'\)/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/<form/i);
    expect(html).not.toMatch(/<input name/i);
    expect(html).toContain('<img src="/a.png" />');
    expect(html).toContain("click");
  });

  it("keeps safe links and encodes entity tricks", () => {
    expect(sanitizeHtml('<a href="/blog/x">x</a>')).toBe('<a href="/blog/x">x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toMatch(/script/);
  });
});

describe("plain text", () => {
  it("strips markup and cuts on a word boundary", () => {
    expect(markdownToText("## Title\n\n**Bold** & *more*")).toBe("Title Bold & more");
    const text = markdownToText("word ".repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith("…")).toBe(true);
  });

  it("escapes XML", () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe("&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;");
  });
});
