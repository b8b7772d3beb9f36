// Text messages: the Twilio driver (official SDK) when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
// TWILIO_FROM are set, else the embedded default that writes each message to the outbox table.
import twilio from "twilio";
import { env } from "~/env.server";
import { insertOutboxMessage } from "~/models/outbox.server";

/** `userId`: the member the text is for; the outbox keeps it so the text goes with their account. */
export type SmsMessage = { to: string; body: string; userId?: string };

export interface SmsDriver {
  name: "twilio" | "outbox";
  send(message: SmsMessage): Promise<void>;
}

/** The embedded default: the outbox table (channel 'sms'), plus a log line outside tests (not the text: it may hold a code). */
export const smsOutboxDriver: SmsDriver = {
  name: "outbox",
  async send(message) {
    await insertOutboxMessage({ channel: "sms", recipient: message.to, subject: null, textBody: message.body, userId: message.userId ?? null });
    if (env().NODE_ENV !== "test") console.log(`[sms:outbox] to=${message.to} (${message.body.length} characters, kept in the outbox)`);
  },
};

/**
 * Twilio's request client, pointed at another origin (TWILIO_BASE_URL): a proxy, or the fake server
 * of the tests. The SDK builds https://api.twilio.com/... URLs; only the origin is swapped.
 */
class OriginRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: URL) {
    super({ timeout: 10_000 });
  }
  override request<TData>(opts: Parameters<twilio.RequestClient["request"]>[0]) {
    const uri = new URL(opts.uri);
    uri.protocol = this.origin.protocol;
    uri.host = this.origin.host;
    return super.request<TData>({ ...opts, uri: uri.href } as Parameters<twilio.RequestClient["request"]>[0] & { data?: TData });
  }
}

export function twilioDriver(accountSid: string, authToken: string, from: string, baseUrl?: string): SmsDriver {
  const client = twilio(accountSid, authToken, baseUrl ? { httpClient: new OriginRequestClient(new URL(baseUrl)) } : { timeout: 10_000 });
  return {
    name: "twilio",
    async send(message) {
      await client.messages.create({ to: message.to, from, body: message.body });
    },
  };
}

let driver: SmsDriver | undefined;

export function smsDriver(): SmsDriver {
  if (driver) return driver;
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_BASE_URL } = env();
  driver =
    TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM
      ? twilioDriver(TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_BASE_URL)
      : smsOutboxDriver;
  return driver;
}

export function setSmsDriverForTests(next: SmsDriver | undefined) {
  driver = next;
}

export async function sendSms(message: SmsMessage) {
  await smsDriver().send(message);
}
