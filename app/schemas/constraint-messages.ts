// The messages a form's fields show when the browser's constraint validation fails, read from the
// payload's own Zod schema (so the schema stays the one source of every message). Pages that ship
// no framework JavaScript put them in data- attributes for the small enhancement script
// (app/browser/enhance.ts), which validates as you type with the browser's constraint API.
import type { z } from "zod";

export type ConstraintMessages = { missing?: string; invalid?: string };

function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | null {
  let current: z.ZodTypeAny = schema;
  // Unwrap refinements (`.refine` on the object) to reach the shape.
  while ((current as { _def: { typeName?: string; schema?: z.ZodTypeAny } })._def.typeName === "ZodEffects") {
    current = (current as { _def: { schema: z.ZodTypeAny } })._def.schema;
  }
  return (current as { shape?: Record<string, z.ZodTypeAny> }).shape ?? null;
}

function firstMessage(field: z.ZodTypeAny, value: unknown) {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** For each field: the message for a missing value and the one for a malformed short value. */
export function constraintMessages(schema: z.ZodTypeAny): Record<string, ConstraintMessages> {
  const shape = objectShape(schema) ?? {};
  const messages: Record<string, ConstraintMessages> = {};
  for (const [name, field] of Object.entries(shape)) {
    messages[name] = { missing: firstMessage(field, "") ?? firstMessage(field, undefined), invalid: firstMessage(field, "x") };
  }
  return messages;
}

/** The data- attributes the enhancement script reads for one field. */
export function messageAttributes(messages: ConstraintMessages | undefined) {
  return {
    "data-error-missing": messages?.missing,
    "data-error-invalid": messages?.invalid,
  };
}
