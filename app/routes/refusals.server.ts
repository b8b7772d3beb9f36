// What a page does with a service's expected refusal (an HttpError): the form again with the message,
// the error page at the refusal's status, or a plain-text answer for a file.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import type { z } from "zod";
import { HttpError } from "~/domain/errors";
import { shown } from "~/http/responses.server";

/** Runs `run`; an expected refusal (HttpError) is answered by `refused` instead, anything else is thrown on. */
export async function unlessRefused<T, R>(run: () => Promise<T>, refused: (error: HttpError) => R): Promise<T | R> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return refused(error);
    throw error;
  }
}

/** A loader's refusal as the error page at its status (a 404 is the not-found page). */
export function errorPage(error: HttpError): never {
  throw data(error.message, { status: error.status, headers: error.headers });
}

/** A checked form refused by the service: its field errors on their fields when it names some, else the message above the form. */
export function refusalReply(submission: Submission<unknown>, error: HttpError, hideFields?: string[]) {
  return submission.reply({ fieldErrors: error.errors, formErrors: error.errors ? undefined : [error.message], hideFields });
}

/**
 * A form named by `intent`, checked by `schema`: bad input is answered 400 with Conform's reply, else `run`
 * gets the values and a refusal is shown on the form (`hideFields`, e.g. passwords, never come back).
 */
export async function checkedForm<Schema extends z.ZodTypeAny, I extends string, T>(
  formData: FormData,
  schema: Schema,
  intent: I,
  run: (value: z.output<Schema>) => Promise<T>,
  hideFields?: string[],
) {
  const submission = await parseWithZod(formData, { schema });
  if (submission.status !== "success") return { data: { intent, result: submission.reply({ hideFields }) }, status: 400 };
  return unlessRefused(() => run(submission.value), (error) => shown(error, { intent, result: refusalReply(submission, error, hideFields) }));
}
