// The birth details form reads the chart page's Conform reply with useForm. The page is rendered once on
// the server and never hydrated, so after a refused post the member sees this server markup: errors
// beside their fields (aria-invalid, aria-describedby), the form's own error, and what they typed.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { formError } from "~/http/responses.server";
import type { ChartActionData } from "~/routes/chart-forms.server";
import { birthDetailsSchema } from "~/schemas/profile";
import { BIRTH_LOCATION_REQUIRED } from "~/schemas/profile-messages";
import { birthTimeQuestion } from "~/services/profile.server";
import { errorsOf, posted, serverMarkup, tag } from "../../../tests/support/form-markup";
import { BirthDetailsForm, type BirthFormDefaults } from "./birth-form";

const formMarkup = (actionData: ChartActionData | undefined, defaults?: BirthFormDefaults) => serverMarkup(createElement(BirthDetailsForm, { actionData, defaults }));

describe("the birth details form after a post", () => {
  it("a place typed but not chosen: its error beside it, the date and time typed kept", () => {
    const result = posted(birthDetailsSchema, { birthDate: "1990-06-15", birthTime: "14:30", birthPlace: "Londn", birthLatitude: "", birthLongitude: "" }).reply();
    const html = formMarkup({ intent: "save-profile", result, results: [] });
    const place = tag(html, "birth-details-birthPlace");
    expect(place).toContain('value="Londn"');
    expect(place).toContain('aria-invalid="true"');
    expect(place).toContain('aria-describedby="birth-details-birthPlace-hint birth-details-birthPlace-error"');
    expect(errorsOf(html, "birth-details-birthPlace-error")).toEqual([BIRTH_LOCATION_REQUIRED]);
    expect(tag(html, "birth-details-birthDate")).toContain('value="1990-06-15"');
    expect(tag(html, "birth-details-birthDate")).not.toContain("aria-invalid");
    const time = tag(html, "birth-details-birthTime");
    expect(time).toContain('value="14:30"');
    expect(time).toContain('aria-describedby="birth-details-birthTime-hint"');
    // The scripts find the time and date inputs by the ids the data- attributes name.
    expect(html).toContain('data-disables="birth-details-birthTime"');
    expect(html).toContain('data-needs-place="birth-details-birthDate"');
  });

  it("a missing date: its error, wired to the input; Time Unknown stays switched on", () => {
    const result = posted(birthDetailsSchema, { birthDate: "", timeUnknown: "on", birthTime: "", birthPlace: "London", birthLatitude: "51.5", birthLongitude: "-0.12" }).reply();
    const html = formMarkup({ intent: "save-profile", result });
    const date = tag(html, "birth-details-birthDate");
    expect(date).toContain('aria-invalid="true"');
    expect(date).toContain('aria-describedby="birth-details-birthDate-error"');
    expect(errorsOf(html, "birth-details-birthDate-error")).toHaveLength(1);
    expect(tag(html, "birth-details-timeUnknown")).toContain('checked=""');
    expect(html).toContain('value="51.5"');
    expect(html).toContain("51.50° N");
  });

  it("a refusal of the service is the form's error, and the form points to it", () => {
    const html = formMarkup({ intent: "save-profile", result: formError("You have used your three chart regenerations.") });
    expect(tag(html, "birth-details")).toContain('aria-describedby="birth-details-error"');
    expect(html).toMatch(/id="birth-details-error"[^>]*>.*You have used your three chart regenerations\./);
  });

  it("a clock time that happened twice: the question names the date and time typed", () => {
    const submission = posted(birthDetailsSchema, { birthDate: "2023-10-29", birthTime: "01:30", birthPlace: "London", birthLatitude: "51.5", birthLongitude: "-0.12" });
    expect(submission.status).toBe("success");
    const question = birthTimeQuestion(submission.status === "success" ? submission.value : ({} as never));
    expect(question?.status).toBe("ambiguous");
    const html = formMarkup({ intent: "save-profile", result: submission.reply(), question: question! });
    expect(html).toMatch(/Which (<!-- -->)?01:30(<!-- -->)? did you mean\?/);
    expect(html).toContain("2023-10-29");
    expect(tag(html, "birth-details-birthTime")).toContain('value="01:30"');
  });

  it("editing a profile without a birth time: its details filled in, Time Unknown on, no errors", () => {
    const html = formMarkup(undefined, { birthDate: "1985-01-02", birthTime: null, birthPlace: "Paris", birthLatitude: "48.85", birthLongitude: "2.35" });
    expect(tag(html, "birth-details-birthDate")).toContain('value="1985-01-02"');
    expect(tag(html, "birth-details-timeUnknown")).toContain('checked=""');
    expect(tag(html, "birth-details-birthPlace")).toContain('value="Paris"');
    expect(html).not.toContain("aria-invalid");
  });
});
