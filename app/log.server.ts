// Every console line of the server and the jobs passes through redactSecrets (app/domain/redact.ts),
// whoever wrote it: a library's error message can quote a URL with its token as well as our code can.
import { format } from "node:util";
import { redactSecrets } from "~/domain/redact";

const METHODS = ["log", "info", "warn", "error", "debug"] as const;
let installed = false;

export function installLogRedaction() {
  if (installed) return;
  installed = true;
  for (const method of METHODS) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => write(redactSecrets(format(...args)));
  }
}
