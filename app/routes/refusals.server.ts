// What a page does with a service's expected refusal (an HttpError): the form again with the message,
// the error page at the refusal's status, or a plain-text answer for a file.
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { HttpError } from "~/domain/errors";

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
