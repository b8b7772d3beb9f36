import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.string().url().default("http://localhost:3000"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SESSION_SECRET: optional,
  ADMIN_EMAIL: optional,
  SUPPORT_EMAIL: z.string().email().default("support@threeskies.app"),
  SOURCE_URL: z.string().url().default("https://github.com/three-skies/three-skies"),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  LITEFS_DIR: optional,
  // Mail
  SENDGRID_API_KEY: optional,
  SENDGRID_BASE_URL: optional,
  MAIL_FROM: z.string().min(3).default("Three Skies <hello@threeskies.app>"),
  // SMS
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_BASE_URL: optional,
  // Payments
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: z.string().default("price_threeskies_monthly"),
  STRIPE_PRICE_YEARLY: z.string().default("price_threeskies_yearly"),
  STRIPE_API_BASE: optional,
  // AI
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default("gpt-4o"),
  // Places
  GEOCODER_URL: optional,
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; STRIPE_WEBHOOK_SECRET: string };

let cached: Env | undefined;

/** Parses process.env once; a bad or missing variable stops the process with its name. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === "production" && !value.SESSION_SECRET) {
    throw new Error("Invalid environment configuration:\n  SESSION_SECRET: required in production");
  }
  cached = {
    ...value,
    // Development defaults: fine on a laptop, refused in production above.
    SESSION_SECRET: value.SESSION_SECRET ?? "three-skies-development-session-secret",
    STRIPE_WEBHOOK_SECRET: value.STRIPE_WEBHOOK_SECRET ?? "whsec_three_skies_local_development",
  };
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
