// The chart card a member publishes (PUT /api/user/share-card and the "Share my chart" form in
// Settings): the name it shows, and whether the birth date, time and place appear. Each fact stays
// hidden unless asked for: a form's unticked box is simply absent, and so is a JSON field left out.
import { z } from "zod";
import { SHARE_NAME_MAX, SHARE_NAME_REQUIRED, SHARE_NAME_TOO_LONG } from "~/domain/share-card";
import { nameField } from "~/schemas/text";

/** A tick box arrives as "on" from a form; JSON sends a boolean. Absent means no. */
const shown = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return false;
    if (value === "on" || value === "true") return true;
    if (value === "false") return false;
    return value;
  },
  z.boolean({ invalid_type_error: "Expected true or false" }),
);

export const shareCardSchema = z.object({
  displayName: nameField(SHARE_NAME_REQUIRED, SHARE_NAME_MAX, SHARE_NAME_TOO_LONG),
  showDate: shown,
  showTime: shown,
  showPlace: shown,
});

export type ShareCardInput = z.infer<typeof shareCardSchema>;
