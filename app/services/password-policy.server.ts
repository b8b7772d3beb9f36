// Which new passwords are accepted: at least 8 characters, not only spaces, and not easy to guess —
// zxcvbn-ts with its common-password and diceware dictionaries must score the password 2 or more
// (the user's own email and names, and the product's own words, count as guessable too; spaces,
// punctuation, full-width letters and invisible characters are no help). Same rule for register,
// reset, change and admin resets. Existing passwords are never re-checked at sign-in.
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

/** Marks a person cannot see: format characters (zero-width space, joiners, BOM), variation selectors, fillers, controls. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
/** What people put between the parts of a password: spaces, punctuation (the underscore too) and symbols. */
const SEPARATOR = /[\p{P}\p{S}\p{Z}\s]/u;
const SEPARATORS = new RegExp(`${SEPARATOR.source}+`, "gu");

/**
 * The spellings of one password a guesser tries as one: as typed; folded to plain width (NFKC, so
 * full-width "ｐａｓｓｗｏｒｄ" is "password") with invisible characters dropped; its separators
 * collapsed to one space; its spaces removed; and, when its separators are all one character
 * ("qwerty-123", "p.a.s.s.w.o.r.d"), with them removed. A password that mixes separators keeps
 * them in each spelling but the first three, so "j#4Lp!9z" is not scored as the 6 letters left.
 */
export function passwordSpellings(password: string): string[] {
  const visible = password.normalize("NFKC").replace(INVISIBLE, "");
  const spaced = visible.replace(SEPARATORS, " ").trim();
  const spellings = [password, visible, spaced, visible.replace(/\s+/gu, "")];
  const kinds = new Set([...visible].filter((char) => SEPARATOR.test(char) && !/\s/u.test(char)));
  if (kinds.size <= 1) spellings.push(visible.replace(SEPARATORS, ""));
  // An empty spelling (a password of invisible characters only) scores 0, as it should.
  return [...new Set(spellings)];
}

/**
 * Why this password may not be used, or null when it may. Separators, character widths and
 * invisible characters add nothing a guesser does not try: each of the password's spellings is
 * scored and the weakest counts (" password ", "qwerty_123" and "\u200Bpassword\u200B" all fail).
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.trim() === "") return PASSWORD_BLANK;
  const inputs = [...userInputs, ...PRODUCT_WORDS].flatMap((input) => [input, ...input.split(/[@.\s_-]+/)]).filter((input) => input.length >= 3);
  const check = await zxcvbn();
  for (const spelling of passwordSpellings(password)) if (check.check(spelling, inputs).score < MIN_SCORE) return PASSWORD_TOO_COMMON;
  return null;
}

/** Throws a 400 naming the field when the password may not be used. */
export async function assertAcceptablePassword(password: string, field: string, userInputs: string[] = []) {
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw new HttpError(400, problem, { [field]: [problem] });
}
