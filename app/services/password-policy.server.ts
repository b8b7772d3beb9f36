// Which new passwords are accepted: at least 8 characters, not only spaces, and not easy to guess —
// zxcvbn-ts with its common-password and diceware dictionaries must score the password 2 or more
// (the user's own email and names, and the product's own words, count as guessable too; spaces
// are no help). Same rule for register, reset, change and admin resets. Existing passwords are
// never re-checked at sign-in.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { PASSWORD_MIN } from "~/schemas/auth";
import { HttpError } from "~/domain/errors";

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const PASSWORD_BLANK = "Password cannot be only spaces";
export const PASSWORD_TOO_COMMON = "This password is too common or too easy to guess. Try a longer phrase of unrelated words.";
export const MIN_SCORE = 2;

// Loaded on first use: the dictionaries are megabytes the server's start does not need to wait for.
let checker: Promise<ZxcvbnFactory> | undefined;
function zxcvbn() {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs, maxLength: 256 }),
  );
  return checker;
}

/** The product's own words: a guesser tries them first against an account here. */
const PRODUCT_WORDS = ["three skies", "threeskies", "three", "skies", "astrology", "horoscope", "zodiac"];

/**
 * Why this password may not be used, or null when it may. Spaces add nothing a guesser does not
 * try: the password is scored as typed, with its spaces collapsed and with them removed, and the
 * weakest of the three counts (" password ", "password password" and "qwerty 123" all fail).
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.trim() === "") return PASSWORD_BLANK;
  const inputs = [...userInputs, ...PRODUCT_WORDS].flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((input) => input.length >= 3);
  const collapsed = password.trim().replace(/\s+/g, " ");
  const forms = new Set([password, collapsed, collapsed.replace(/ /g, "")]);
  const check = await zxcvbn();
  for (const form of forms) if (check.check(form, inputs).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return null;
}

/** Throws a 400 naming the field when the password may not be used. */
export async function assertAcceptablePassword(password: string, field: string, userInputs: string[] = []) {
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw new HttpError(400, problem, { [field]: [problem] });
}
