// What admins do, as the audit log stores it and as the admin pages say it.
export const AUDIT_ACTION_WORDS = {
  "account.delete": "A member deleted their own account",
  "subscription.create": "Created a subscription",
  "subscription.cancel": "Cancelled a subscription",
  "user.create": "Added a user",
  "user.delete": "Deleted a user",
  "user.grant_admin": "Made a user an admin",
  "user.revoke_admin": "Removed a user's admin rights",
  "user.reset_password": "Reset a user's password",
  "user.update_birth_details": "Corrected a user's birth details",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_WORDS;

/** "Corrected a user's birth details" for "user.update_birth_details"; an action added later reads as plain words. */
export function auditActionInWords(action: string): string {
  if (action in AUDIT_ACTION_WORDS) return AUDIT_ACTION_WORDS[action as AuditAction];
  const words = action.replace(/[._]/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
