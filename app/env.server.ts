// Every environment variable the app and its server read, in one schema (README "Configuration",
// .env.example). The HTTP server parses it once at start: a bad value stops the start with a
// message naming the variable. Nothing else reads process.env for configuration.
import net from "node:net";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));

/** A whole number in a range; empty means the default. */
function integer(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number({ invalid_type_error: "must be a number" }).int("must be a whole number").min(min).max(max).default(fallback),
  );
}

function choice<T extends [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value?.toString().trim().toLowerCase()), z.enum(values).optional());
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // --- Server
  PORT: integer(0, 65535, 3000),
  /** The address to listen on: this machine only unless told otherwise (containers set 0.0.0.0). */
  HOST: z.string().trim().min(1).refine((value) => net.isIP(value) !== 0 || value === "localhost", "must be an IP address").default("127.0.0.1"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** "fly": the Fly-Client-Ip header names the client when the connection comes from this machine (the LiteFS proxy relaying Fly's). Unset: the socket address. */
  TRUST_PROXY: choice(["fly"]),
  RATE_LIMIT_FACTOR: z.coerce.number({ invalid_type_error: "must be a number" }).positive().max(1_000_000).default(1),
  COMPRESSION_LEVEL: integer(0, 9, 1),
  PAGE_CACHE: choice(["on", "off"]).transform((value) => value ?? "on"),
  // --- Operation (docs/operations.md)
  LOG_LEVEL: choice(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).transform((value) => value ?? "info"),
  /** "json" (one JSON object per line) or "pretty" (pino-pretty); default: pretty in development, else json. */
  LOG_FORMAT: choice(["json", "pretty"]),
  /** Prometheus metrics (GET /metrics) on this port, never on PORT; 0 turns them off. */
  METRICS_PORT: integer(0, 65535, 9091),
  /** The metrics listener's address (Fly scrapes over its private network: "::"). */
  METRICS_HOST: z.string().trim().min(1).refine((value) => net.isIP(value) !== 0 || value === "localhost", "must be an IP address").default("127.0.0.1"),
  /** Error reporting to Sentry (or a compatible service); unset: errors go to the log only. */
  SENTRY_DSN: optional.refine((value) => value === undefined || /^https?:\/\/[^@\s]+@[^/\s]+\/\S+$/.test(value), "must be a DSN such as https://key@host/1"),
  /** S3-compatible storage's endpoint (Tigris: https://fly.storage.tigris.dev); unset: AWS S3. The SDK reads the keys itself (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). */
  AWS_ENDPOINT_URL_S3: optional.refine((value) => value === undefined || /^https?:\/\/\S+$/.test(value), "must be an http(s) URL"),
  AWS_REGION: optional,
  /** Where backups are written on this machine before they leave it (outside the LiteFS mount). */
  BACKUP_DIR: optional,
  /** Where backups go: s3://bucket/prefix/ (credentials, region and endpoint from the standard AWS_* variables). */
  BACKUP_S3_URL: optional.refine((value) => value === undefined || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/\S*)?$/.test(value), "must look like s3://bucket/prefix/"),
  // --- Data
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  LITEFS_DIR: optional,
  /** Comma-separated: the first signs cookies, every one verifies (rotation). */
  SESSION_SECRET: optional,
  // --- People
  ADMIN_EMAIL: optional,
  SUPPORT_EMAIL: z.string().email().default("support@threeskies.app"),
  SOURCE_URL: z.string().url().default("https://github.com/three-skies/three-skies"),
  // --- Mail
  SENDGRID_API_KEY: optional,
  SENDGRID_BASE_URL: optional,
  MAIL_FROM: z.string().min(3).default("Three Skies <hello@threeskies.app>"),
  // --- SMS
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_BASE_URL: optional,
  // --- Web push (VAPID). Without the keys, a pair is generated once per database and kept there.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: mailto: SUPPORT_EMAIL). */
  VAPID_SUBJECT: optional.refine((value) => value === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value), "must be a mailto: or https: URL"),
  /** Comma-separated origins (e.g. http://127.0.0.1:4010) of local push services accepted besides the browsers' push services: tests and demos. */
  PUSH_TEST_ORIGINS: optional,
  // --- Payments
  BILLING_MODE: choice(["stripe", "local"]),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: z.string().default("price_threeskies_monthly"),
  STRIPE_PRICE_YEARLY: z.string().default("price_threeskies_yearly"),
  STRIPE_API_BASE: optional,
  // --- AI
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default("gpt-4o"),
  // --- Places
  GEOCODER_URL: optional,
});

type Parsed = z.infer<typeof schema>;

/** How payments run: Stripe, the embedded checkout, or not at all (production without either). */
export type BillingMode = "stripe" | "local" | "off";

export type Env = Omit<Parsed, "SESSION_SECRET" | "BILLING_MODE" | "PUSH_TEST_ORIGINS" | "LOG_FORMAT"> & {
  LOG_FORMAT: "json" | "pretty";
  /** The origins of PUSH_TEST_ORIGINS, normalised (scheme, host and port). */
  PUSH_TEST_ORIGINS: string[];
  /** The secret that signs cookies (the first of SESSION_SECRET). */
  SESSION_SECRET: string;
  /** Every secret that verifies cookies, the signing one first. */
  SESSION_SECRETS: string[];
  BILLING_MODE: BillingMode;
};

const DEVELOPMENT_SESSION_SECRET = "three-skies-development-session-secret";

function fail(problems: string[]): never {
  throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
}

/** Parses an environment (process.env by default); throws an Error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  const value = parsed.data;
  const production = value.NODE_ENV === "production";
  const problems: string[] = [];

  const secrets = (value.SESSION_SECRET ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (production && secrets.length === 0) problems.push("SESSION_SECRET: required in production");
  if (!secrets.length) secrets.push(DEVELOPMENT_SESSION_SECRET);

  // Payments: Stripe when its key is set, the embedded checkout outside production; production
  // runs the embedded checkout only when asked to (a demo deployment), else payments are off.
  const billingMode: BillingMode = (value.BILLING_MODE as BillingMode | undefined) ?? (value.STRIPE_SECRET_KEY ? "stripe" : production ? "off" : "local");
  if (billingMode === "stripe" && !value.STRIPE_SECRET_KEY) problems.push("BILLING_MODE: \"stripe\" needs STRIPE_SECRET_KEY");
  if (production && value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET: required in production whenever STRIPE_SECRET_KEY is set");
  }
  if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) problems.push("VAPID_PUBLIC_KEY: set it together with VAPID_PRIVATE_KEY, or neither");
  const pushTestOrigins: string[] = [];
  for (const item of (value.PUSH_TEST_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter(Boolean)) {
    try {
      const url = new URL(item);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http");
      pushTestOrigins.push(url.origin);
    } catch {
      problems.push(`PUSH_TEST_ORIGINS: "${item}" is not an origin such as http://127.0.0.1:4010`);
    }
  }
  if (problems.length) fail(problems);

  const logFormat: "json" | "pretty" = value.LOG_FORMAT === "json" || value.LOG_FORMAT === "pretty" ? value.LOG_FORMAT : value.NODE_ENV === "development" ? "pretty" : "json";
  return { ...value, LOG_FORMAT: logFormat, SESSION_SECRET: secrets[0]!, SESSION_SECRETS: secrets, BILLING_MODE: billingMode, PUSH_TEST_ORIGINS: pushTestOrigins };
}

let cached: Env | undefined;

/** The parsed environment, read once (the server calls this at start). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
