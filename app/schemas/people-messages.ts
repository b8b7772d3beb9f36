// The words and limits of a member's people, apart from the schemas so the Match tab's views can
// show them without bringing Zod to the browser.
import type { Relationship } from "~/models/schema";
import relationshipWords from "./data/relationships.json" with { type: "json" };

export const RELATIONSHIPS: Record<Relationship, string> = relationshipWords;

export const PERSON_NAME_REQUIRED = "Name is required";
export const RELATIONSHIP_REQUIRED = "Choose how you know them";
export const PERSON_LOCATION_REQUIRED = "Please select their birth location from the search results";
export const AGREEMENT_REQUIRED = "Confirm that they agreed to you keeping their birth details";
export const PLACE_TOGETHER = "Send the birth place with its latitude and longitude";
export const MAX_STARRED = 3;
export const MAX_PEOPLE = 100;
