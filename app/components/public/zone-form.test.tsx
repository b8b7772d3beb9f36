// The zone form reads its Conform reply (from the POST, or built for a `?tz=` that names nothing).
import { parseWithZod } from "@conform-to/zod";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { zoneRefused } from "~/http/public-day.server";
import { formError } from "~/http/responses.server";
import { zoneFormSchema } from "~/schemas/public-day";
import { ZoneForm } from "./zone-form";

const text = { heading: "Whose day", line: "This day runs from midnight to midnight.", field: "Time zone (IANA name)", button: "Show this zone's day" };

function tag(html: string, id: string) {
  const found = html.match(new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`));
  expect(found, `an element with id ${id}`).not.toBeNull();
  return found![0];
}

describe("the zone form", () => {
  it("a posted zone that names nothing: its error wired to the input, the zone typed kept", () => {
    const form = new FormData();
    form.set("tz", "Moon/Tranquility");
    const result = parseWithZod(form, { schema: zoneFormSchema }).reply();
    const html = renderToString(<ZoneForm tz="UTC" text={text} result={result} />);
    const input = tag(html, "zone-tz");
    expect(input).toContain('value="Moon/Tranquility"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="zone-tz-error"');
    expect(html).toMatch(/<p id="zone-tz-error" class="field-error w-full" role="alert">[^<]*IANA/);
  });

  it("a ?tz= that names nothing gives the same markup, from the address's value", () => {
    const html = renderToString(<ZoneForm tz="UTC" text={text} result={zoneRefused("Nowhere", "Unknown time zone.")} />);
    expect(tag(html, "zone-tz")).toContain('value="Nowhere"');
    expect(html).toContain('<p id="zone-tz-error" class="field-error w-full" role="alert">Unknown time zone.</p>');
  });

  it("a body that could not be read is the form's error; the zone in use stays in the input", () => {
    const html = renderToString(<ZoneForm tz="Europe/Paris" text={text} result={formError("The form is too large.")} />);
    expect(tag(html, "zone")).toContain('aria-describedby="zone-error"');
    expect(html).toContain('<p id="zone-error" class="field-error w-full" role="alert">The form is too large.</p>');
    expect(tag(html, "zone-tz")).toContain('value="Europe/Paris"');
    expect(tag(html, "zone-tz")).not.toContain("aria-invalid");
  });

  it("without a reply: the zone in use, no error", () => {
    const html = renderToString(<ZoneForm tz="Asia/Tokyo" text={text} />);
    expect(tag(html, "zone-tz")).toContain('value="Asia/Tokyo"');
    expect(html).not.toContain('role="alert"');
  });
});
