// "Save to my people" and a saved person's edit form read the chart page's Conform reply with useForm;
// the page is rendered on the server only, so this markup is what the member sees after a refused post.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { formError } from "~/http/responses.server";
import { personEditSchema, personSchema } from "~/schemas/people";
import { AGREEMENT_REQUIRED } from "~/schemas/people-messages";
import type { PersonView } from "~/services/people.server";
import { errorsOf, formData, serverMarkup, tag } from "../../../../tests/support/form-markup";
import { PeopleList, PersonEditForm, SavePersonForm } from "./people";
import { TextContext, translate } from "~/i18n/text-context";
import { viewMessages } from "~/i18n/messages.server";

/** The markup with the chart page's English words (the page sets them from its loader). */
const markup = (element: React.ReactElement) =>
  serverMarkup(<TextContext.Provider value={{ t: translate(viewMessages("en", "match")), locale: "en" }}>{element}</TextContext.Provider>);

const grace: PersonView = {
  id: "p1",
  name: "Grace",
  relationship: "partner",
  relationshipLabel: "Partner",
  birthDate: "1988-03-09",
  birthTime: null,
  birthPlace: "Tokyo, Japan",
  birthLatitude: 35.68,
  birthLongitude: 139.69,
  starred: false,
  sunSign: "Pisces",
  moonSign: "Leo",
  agreementConfirmedAt: "2026-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the people forms after a refused post", () => {
  it("Save to my people without the agreement: its error on the box, the name and relationship kept", () => {
    const birth = { birthDate: "1988-03-09", birthPlace: "Tokyo", birthLatitude: "35.68", birthLongitude: "139.69" };
    const result = parseWithZod(formData({ name: "Gracie", relationship: "friend", ...birth }), { schema: personSchema }).reply();
    const html = markup(<SavePersonForm token="t" partnerName="Grace" result={result} />);
    const agreement = tag(html, "save-person-agreement");
    expect(agreement).toContain('aria-invalid="true"');
    expect(agreement).toContain('aria-describedby="save-person-agreement-error"');
    expect(errorsOf(html, "save-person-agreement-error")).toEqual([AGREEMENT_REQUIRED]);
    expect(tag(html, "save-person-name")).toContain('value="Gracie"');
    expect(html).toMatch(/<option value="friend" selected="">/);
    expect(html).toMatch(/Gracie(<!-- -->)? agreed to me keeping their birth details here\./);
  });

  it("the edit form: the empty name's error, the other fields as typed", () => {
    const typed = { id: "p1", name: "", relationship: "family", birthDate: "1988-03-10", birthTime: "07:45", birthPlace: "Kyoto", birthLatitude: "35.01", birthLongitude: "135.77" };
    const result = parseWithZod(formData(typed), { schema: personEditSchema }).reply();
    const html = markup(<PersonEditForm person={grace} actionData={{ intent: "person", id: "p1", result }} />);
    const name = tag(html, "edit-person-name");
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('aria-describedby="edit-person-name-error"');
    expect(errorsOf(html, "edit-person-name-error")).toHaveLength(1);
    expect(tag(html, "edit-person-birthDate")).toContain('value="1988-03-10"');
    expect(tag(html, "edit-person-birthTime")).toContain('value="07:45"');
    expect(tag(html, "edit-person-timeUnknown")).not.toContain("checked");
    expect(tag(html, "edit-person-birthPlace")).toContain('value="Kyoto"');
    expect(html).toMatch(/<option value="family" selected="">/);
  });

  it("the edit form before any post: the person as saved, Time Unknown on for an untimed birth", () => {
    const html = markup(<PersonEditForm person={grace} actionData={undefined} />);
    expect(tag(html, "edit-person-name")).toContain('value="Grace"');
    expect(tag(html, "edit-person-timeUnknown")).toContain('checked=""');
    expect(html).toContain('data-disables="edit-person-birthTime"');
    expect(html).not.toContain("aria-invalid");
  });

  it("a refused star is the list's error", () => {
    const html = markup(<PeopleList people={[grace]} actionData={{ intent: "person", id: "p1", result: formError("You can star up to 3 people.") }} />);
    expect(html).toMatch(/role="alert"[^>]*>.*You can star up to 3 people\./);
  });
});
