// The Match tab's partner form reads the chart page's Conform reply with useForm; the page is rendered
// on the server only, so this markup is what the member sees after a refused post.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { ChartActionData } from "~/routes/chart-forms.server";
import type { Locale } from "~/i18n/locales";
import { compatibilitySchema } from "~/schemas/profile";
import { PARTNER_LOCATION_REQUIRED } from "~/schemas/profile-messages";
import { errorsOf, posted, serverMarkup, tag } from "../../../tests/support/form-markup";
import { CompatibilityPanel } from "./compatibility-panel";
import type { TabData } from "./panels/parts";

function panelMarkup(actionData: ChartActionData | undefined, locale: Locale = "en") {
  const data = { premium: true, people: [], person: null } as unknown as TabData<"compatibility">;
  return serverMarkup(createElement(CompatibilityPanel, { data, actionData }), "/profile", locale);
}

it("the page script's location-required message is in the page's language", () => {
  expect(tag(panelMarkup(undefined), "partner")).toContain(`data-location-required="${PARTNER_LOCATION_REQUIRED.replace("'", "&#x27;")}"`);
  expect(tag(panelMarkup(undefined, "hi"), "partner")).toMatch(/data-location-required="[\u0900-\u097F ]+"/);
});

describe("the partner form after a refused post", () => {
  it("each field's error beside it, what was typed kept, Time Unknown still on", () => {
    const result = posted(compatibilitySchema, {
      partnerName: "",
      partnerBirthDate: "1988-03-09",
      partnerTimeUnknown: "on",
      partnerBirthTime: "",
      partnerBirthPlace: "Tokio",
      partnerBirthLatitude: "",
      partnerBirthLongitude: "",
    }).reply();
    const html = panelMarkup({ intent: "compatibility", result, results: [] });
    const name = tag(html, "partner-partnerName");
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('aria-describedby="partner-partnerName-error"');
    expect(errorsOf(html, "partner-partnerName-error")).toHaveLength(1);
    expect(tag(html, "partner-partnerBirthDate")).toContain('value="1988-03-09"');
    expect(tag(html, "partner-partnerBirthDate")).not.toContain("aria-invalid");
    expect(tag(html, "partner-partnerTimeUnknown")).toContain('checked=""');
    expect(html).toContain('data-disables="partner-partnerBirthTime"');
    const place = tag(html, "partner-partnerBirthPlace");
    expect(place).toContain('value="Tokio"');
    expect(place).toContain('aria-describedby="partner-partnerBirthPlace-hint partner-partnerBirthPlace-error"');
    expect(errorsOf(html, "partner-partnerBirthPlace-error")).toEqual([PARTNER_LOCATION_REQUIRED.replace("'", "&#x27;")]);
    expect(html).toContain("No places found");
  });

  it("a refusal of the service is the form's error, with the fields kept", () => {
    const result = posted(compatibilitySchema, { partnerName: "Grace", partnerBirthDate: "1988-03-09", partnerBirthPlace: "Tokyo", partnerBirthLatitude: "35.68", partnerBirthLongitude: "139.69" }).reply({
      formErrors: ["Too many reports this hour. Try again later."],
    });
    const html = panelMarkup({ intent: "compatibility", result });
    expect(tag(html, "partner")).toContain('aria-describedby="partner-error"');
    expect(html).toMatch(/id="partner-error"[^>]*>.*Too many reports this hour\./);
    expect(tag(html, "partner-partnerName")).toContain('value="Grace"');
    expect(html).toContain("35.68° N");
    expect(html).not.toContain("data-toast-description=\"Failed to generate compatibility report\"");
  });

  it("after a place search the form is shown again with what was typed and the places found", () => {
    const html = panelMarkup({
      intent: "search-place",
      scope: "partner",
      values: { partnerName: "Grace", partnerBirthPlace: "Tokyo" },
      results: [{ name: "Tokyo, Japan", latitude: 35.68, longitude: 139.69 }],
      searched: "Tokyo",
    });
    expect(tag(html, "partner-partnerName")).toContain('value="Grace"');
    expect(html).toContain('value="35.68|139.69|Tokyo, Japan"');
    expect(html).not.toContain("aria-invalid");
  });
});
