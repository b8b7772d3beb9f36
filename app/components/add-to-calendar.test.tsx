import { describe, expect, it } from "vitest";
import { AddToCalendar } from "~/components/add-to-calendar";
import { serverMarkup } from "../../tests/support/form-markup";

const copyButton = (html: string) => html.match(/<button [^>]*data-copy-text[^>]*>/)![0];

describe("the calendar buttons and the copy messages the page script shows", () => {
  it("are in English on English pages", () => {
    const html = serverMarkup(<AddToCalendar url="https://example.test/feed.ics" />, "/settings");
    expect(copyButton(html)).toContain('data-copy-failed="Copying was blocked: open “Other calendar apps” below to copy it."');
    expect(html).toContain("Add to Apple Calendar or Outlook");
  });

  it("are in the page's language", () => {
    const html = serverMarkup(<AddToCalendar url="https://example.test/feed.ics" />, "/settings", "hi");
    expect(copyButton(html)).toMatch(/data-copy-failed="[\u0900-\u097F“” :]+।"/);
    expect(html.replace(/<[^>]+>|https:[^"]+"/g, " ")).not.toMatch(/[A-Za-z]{3,}/);
  });
});
