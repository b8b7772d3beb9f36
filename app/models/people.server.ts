// Database access for a member's people (table `people`). Every query is scoped by the owner's id:
// another member's person is simply not found.
import crypto from "node:crypto";
import { db, nowIso } from "~/db.server";
import type { PeopleTable, PersonRow } from "~/models/schema";

export type PersonFields = Omit<PeopleTable, "id" | "userId" | "starred" | "agreementConfirmedAt" | "createdAt" | "updatedAt">;

export async function listPeople(userId: string): Promise<PersonRow[]> {
  return db().selectFrom("people").selectAll().where("userId", "=", userId).orderBy("starred", "desc").orderBy("name").orderBy("createdAt").execute();
}

export async function findPerson(userId: string, id: string): Promise<PersonRow | undefined> {
  return db().selectFrom("people").selectAll().where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
}

export async function countPeople(userId: string, starredOnly = false): Promise<number> {
  let query = db().selectFrom("people").select((eb) => eb.fn.countAll<number>().as("n")).where("userId", "=", userId);
  if (starredOnly) query = query.where("starred", "=", 1);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function insertPerson(userId: string, fields: PersonFields, agreementConfirmedAt: string): Promise<PersonRow> {
  const now = nowIso();
  return db()
    .insertInto("people")
    .values({ id: crypto.randomUUID(), userId, ...fields, agreementConfirmedAt, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePerson(userId: string, id: string, fields: Partial<PersonFields> & { starred?: number }): Promise<PersonRow | undefined> {
  return db()
    .updateTable("people")
    .set({ ...fields, updatedAt: nowIso() })
    .where("userId", "=", userId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePerson(userId: string, id: string): Promise<boolean> {
  const result = await db().deleteFrom("people").where("userId", "=", userId).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
