// The outbox: messages the embedded mail and SMS drivers "send" (read by tests and local trials).
import type { Insertable } from "kysely";
import { db } from "~/db.server";
import type { OutboxTable } from "~/models/schema";

export async function insertOutboxMessage(message: Insertable<OutboxTable>) {
  await db().insertInto("outbox").values(message).execute();
}
