// Which new passwords are accepted: at least 8 characters, not only spaces, and not easy to guess —
// zxcvbn-ts with its common-password and diceware dictionaries must score the password 2 or more
// (the user's own email and names count as guessable too). Same rule for register, reset, change
// and admin resets. Existing passwords are never re-checked at sign-in.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN } from "~/schemas/auth";
import { HttpError } from "~/domain/errors";

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_BLANK = "Password cannot be only spaces";
export const PASSWORD_TOO_COMMON = "This password is too common or too easy to guess. Try a longer phrase of unrelated words.";
export const MIN_SCORE = 2;

let checker: ZxcvbnFactory | undefined;
function zxcvbn() {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, maxLength: 256 });
  return checker;
}

/** Why this password may not be used, or null when it may. */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.trim() === "") return PASSWORD_BLANK;
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((input) => input.length >= 3);
  if (zxcvbn().check(password, inputs).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return null;
}

/** Throws a 400 naming the field when the password may not be used. */
export function assertAcceptablePassword(password: string, field: string, userInputs: string[] = []) {
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new HttpError(400, problem, { [field]: [problem] });
}
