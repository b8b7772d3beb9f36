// Payloads of a member's people (POST /api/people, PATCH /api/people/{id}, and the Match tab's
// "Save to my people" and edit forms): one schema for the forms and the JSON routes.
import { z } from "zod";
import { birthDate, birthPlace, birthTime, coordinate, flag, LATITUDE_RANGE, LONGITUDE_RANGE, timeChoice } from "~/schemas/profile";
import { nameField } from "~/schemas/text";
import type { Relationship } from "~/models/schema";
import {
  RELATIONSHIPS,
  PERSON_NAME_REQUIRED,
  RELATIONSHIP_REQUIRED,
  PERSON_LOCATION_REQUIRED,
  AGREEMENT_REQUIRED,
  PLACE_TOGETHER,
} from "~/schemas/people-messages";

export * from "~/schemas/people-messages";

const relationship = z.enum(Object.keys(RELATIONSHIPS) as [Relationship, ...Relationship[]], { errorMap: () => ({ message: RELATIONSHIP_REQUIRED }) });

const fields = {
  name: nameField(PERSON_NAME_REQUIRED, 100, "Name must be at most 100 characters"),
  relationship,
  birthDate,
  birthTime,
  birthPlace,
  birthLatitude: coordinate(90, LATITUDE_RANGE, PERSON_LOCATION_REQUIRED),
  birthLongitude: coordinate(180, LONGITUDE_RANGE, PERSON_LOCATION_REQUIRED),
  timeChoice,
};

/** A new person: their details and the member's word that the person agreed. */
export const personSchema = z.object({
  ...fields,
  agreement: flag.refine((value) => value, AGREEMENT_REQUIRED),
});

/** The edit form: every field again (an empty time is "unknown"), without the agreement already given. */
export const personEditSchema = personSchema.omit({ agreement: true });

/** A change to a person: any of the fields (the place with its coordinates), and the star. */
export const personUpdateSchema = z
  .object({ ...fields, starred: flag })
  .partial()
  .superRefine((value, ctx) => {
    const place = [value.birthPlace, value.birthLatitude, value.birthLongitude].filter((v) => v !== undefined).length;
    if (place !== 0 && place !== 3) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["birthPlace"], message: PLACE_TOGETHER });
  });

export type PersonInput = z.output<typeof personSchema>;
export type PersonUpdate = z.output<typeof personUpdateSchema>;
