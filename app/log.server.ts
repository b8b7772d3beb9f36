// Every console line of the server and the jobs passes through redactSecrets (app/domain/redact.ts),
// whoever wrote it: a library's error message can quote a URL with its token as well as our code can.
// Then its control characters are escaped, so one call writes exactly one line: a request's path or
// a member's name with a line break in it cannot start a line that looks like the app's own
// ("[mail:outbox] …"). A stack trace is one line too, its breaks written as \n.
import { format } from "node:util";
import { redactSecrets } from "~/domain/redact";

const METHODS = ["log", "info", "warn", "error", "debug"] as const;
let installed = false;

// C0 controls (line feed, carriage return, tab…), DEL, C1 controls (U+0085 next line among them),
// and the line and paragraph separators some log viewers break lines at.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** The text with every control character written as an escape ("\\n", "\\u2028"): one line, whatever it holds. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** What a log line says: secrets redacted, control characters escaped. */
export function logLine(text: string): string {
  return escapeControls(redactSecrets(text));
}

export function installLogRedaction() {
  if (installed) return;
  installed = true;
  for (const method of METHODS) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => write(logLine(format(...args)));
  }
}
