import { db } from "~/db.server";
import type { AuditAction } from "~/domain/audit";
import type { User } from "~/models/user.server";

export type { AuditAction };

export type AuditEntry = {
  /** Who acted; a member who deleted their own account is recorded without id or address. */
  actor: Pick<User, "email"> & { id: string | null };
  action: AuditAction;
  target?: { id: string | null; email: string | null } | null;
  details?: Record<string, unknown>;
};

/** Records who did what to whom; `created_at` is the when. Never holds passwords. */
export async function recordAudit(entry: AuditEntry) {
  await db()
    .insertInto("adminAuditLog")
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetUserId: entry.target?.id ?? null,
      targetEmail: entry.target?.email ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

export async function listAudit({ limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}) {
  const rows = await db()
    .selectFrom("adminAuditLog")
    .selectAll()
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
