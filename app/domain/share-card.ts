/**
 * A chart to share (docs/product.md#share-card): the words and limits the card's form, its page and
 * its API share. Zod-free, so the settings page can read them without the schema.
 */

/** The longest name a card may show. */
export const SHARE_NAME_MAX = 40;
export const SHARE_NAME_REQUIRED = "Enter the name your card shows";
export const SHARE_NAME_TOO_LONG = `The name on your card must be at most ${SHARE_NAME_MAX} characters`;
export const SHARE_NO_PROFILE = "Add your birth details first: the card shows the chart made from them.";
export const SHARE_NOT_PUBLISHED = "You have no published chart card.";

/** A card's id as the model makes it: 16 random bytes in base64url, 22 characters. */
export const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

export function shareCardPath(id: string) {
  return `/c/${id}`;
}

/** The preview image's address: the version in the query, so a changed card is a new image to every cache. */
export function shareImagePath(id: string, version: number) {
  return `/c/${id}/image.png?v=${version}`;
}
