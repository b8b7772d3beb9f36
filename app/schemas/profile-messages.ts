// The messages of the birth details and compatibility payloads (docs/product.md#validation), apart
// from the schemas so the chart page's views can show them without bringing Zod to the browser.
export const BIRTH_DATE_FORMAT = "Birth date must be in YYYY-MM-DD format";
export const BIRTH_DATE_INVALID = "Birth date must be a valid date";
export const BIRTH_TIME_FORMAT = "Birth time must be in HH:MM format";
export const BIRTH_PLACE_REQUIRED = "Birth place is required";
export const LATITUDE_RANGE = "Latitude must be between -90 and 90";
export const LONGITUDE_RANGE = "Longitude must be between -180 and 180";
export const PARTNER_NAME_REQUIRED = "Partner's name is required";
export const BIRTH_LOCATION_REQUIRED = "Please select your birth location from the search results";
export const PARTNER_LOCATION_REQUIRED = "Please select your partner's birth location from the search results";
