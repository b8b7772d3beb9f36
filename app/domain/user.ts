/** The parts of a user a display name is made from (rows and public users alike). */
export type NameParts = { username?: string | null; firstName?: string | null; email?: string | null };

/**
 * The one display-name rule: the username, else the first name, else the email's local part, else
 * `fallback` ("User" in the menu, "there" in a greeting).
 */
export function displayName(user: NameParts, fallback = "User"): string {
  return user.username?.trim() || user.firstName?.trim() || user.email?.split("@")[0] || fallback;
}
