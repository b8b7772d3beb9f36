// What admins do, as the audit log stores it and as the admin pages say it.
import auditActionWords from "./data/audit-action-words.json" with { type: "json" };
export const AUDIT_ACTION_WORDS = auditActionWords;

export type AuditAction = keyof typeof AUDIT_ACTION_WORDS;

/** "Corrected a user's birth details" for "user.update_birth_details"; an action added later reads as plain words. */
export function auditActionInWords(action: string): string {
  if (action in AUDIT_ACTION_WORDS) return AUDIT_ACTION_WORDS[action as AuditAction];
  const words = action.replace(/[._]/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
