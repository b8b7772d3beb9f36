// One logger (pino) for the server, the app and the jobs: one JSON line per event on stdout, readable
// lines in development (LOG_FORMAT=pretty, pino-pretty). Every line, whoever wrote it, passes
// through redactSecrets (app/domain/redact.ts): a library's error message can quote a URL with its
// token as well as our code can. Then its control characters are escaped, so one call writes exactly
// one line: JSON already escapes line feeds inside strings, and U+2028, U+2029 and the C1 controls,
// which some log viewers break lines at, are written as \u escapes (still valid JSON).
// console.* is routed into the same logger (installLogRedaction), so a library's console.error is a
// JSON line like ours.
import { createRequire } from "node:module";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { redactSecrets } from "~/domain/redact";
import { env } from "~/env.server";

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

type Settings = { level: string; pretty: boolean };

function settings(): Settings {
  try {
    const { LOG_LEVEL, LOG_FORMAT } = env();
    return { level: LOG_LEVEL, pretty: LOG_FORMAT === "pretty" };
  } catch {
    // The environment is invalid: the server is about to say so and stop; say it in JSON.
    return { level: "info", pretty: false };
  }
}

/** A destination that redacts and escapes each serialized line before it reaches `out`. */
export function redactingStream(out: { write(text: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      const body = line.endsWith("\n") ? line.slice(0, -1) : line;
      out.write(`${logLine(body)}\n`);
    },
  };
}

/** pino-pretty is a development tool (devDependencies): loaded only when asked for. */
function prettyStream(): { write(text: string): unknown } {
  const require = createRequire(import.meta.url);
  const pretty = require("pino-pretty") as (options: object) => { write(text: string): unknown };
  return pretty({ colorize: process.stdout.isTTY, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", destination: 1, sync: true });
}

/** A logger writing to `out` (stdout by default) with the app's settings; tests pass their own stream. */
export function createLogger(out?: { write(text: string): unknown }, bindings: Record<string, unknown> = {}): Logger {
  const { level, pretty } = settings();
  const target = out ?? (pretty ? prettyStream() : process.stdout);
  return pino(
    {
      level,
      base: { pid: process.pid, ...bindings },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    redactingStream(target),
  );
}

const KEY = Symbol.for("three-skies.logger");
const shared = globalThis as { [KEY]?: Logger };

/** The process's logger (shared by the server bundle and the app build). */
export function logger(): Logger {
  return (shared[KEY] ??= createLogger());
}

/** A process that logs elsewhere (the job: stderr) sets its logger before anything logs. */
export function setProcessLogger(value: Logger) {
  shared[KEY] = value;
}

const METHODS = { log: "info", info: "info", warn: "warn", error: "error", debug: "debug" } as const;
let installed = false;

/** Routes console.log/info/warn/error/debug into the logger: every line JSON, redacted, one line. */
export function installLogRedaction() {
  if (installed) return;
  installed = true;
  for (const [method, level] of Object.entries(METHODS) as [keyof typeof METHODS, (typeof METHODS)[keyof typeof METHODS]][]) {
    console[method] = (...args: unknown[]) => logger()[level](format(...args));
  }
}
