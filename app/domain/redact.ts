/**
 * Secrets never reach a log line: sign-in and reset tokens in links, codes, session cookies, bearer
 * tokens and provider keys are replaced by "[redacted]". The outbox table keeps whole messages for
 * development; the log only says that a message went out.
 */
import { COOKIE } from "./names";

const REDACTED = "[redacted]";

const PATTERNS: Array<[RegExp, string]> = [
  // Query parameters that carry a secret: ?token=…, &code=…, signature=…
  [/([?&;](?:token|code|key|secret|signature|sig|password|otp|sid)=)[^&\s"'<>#]+/gi, `$1${REDACTED}`],
  // A long opaque path segment (a feed or download link's token).
  [/(\/)[A-Za-z0-9_-]{32,}(?=[/?#.\s"'<>]|$)/g, `$1${REDACTED}`],
  [new RegExp(`(${COOKIE.session}=)[^;\\s"']+`, "g"), `$1${REDACTED}`],
  [/\b(Bearer\s+)[\w.~+/-]+=*/gi, `$1${REDACTED}`],
  [/\b(?:whsec|sk_live|sk_test|rk_live|rk_test)_[A-Za-z0-9]+/g, REDACTED],
];

export function redactSecrets(text: string): string {
  let result = text;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * A message as the member's export shows it: what redactSecrets takes out of a log line (the links'
 * tokens among it), and the code a text or email gives to type in ("your code is 123456", in each language). An
 * export is a file that travels; a link or code in it must not still open the account.
 */
export function withoutOneTimeSecrets(text: string): string {
  return redactSecrets(text).replace(/(\b(?:code|código)(?:\s+(?:is|es|é))?[:\s]\s*|(?:कोड|验证码是?)\s*)\d{4,10}\b/gi, `$1${REDACTED}`);
}
