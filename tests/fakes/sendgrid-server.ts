// Fake SendGrid v3 API: POST /v3/mail/send answers 202 like the real one; everything else 404.
import { startFakeServer, type FakeServer } from "./http-fake";

export type SendGridMail = {
  personalizations: { to: { email: string }[] }[];
  from: { email: string; name?: string };
  subject: string;
  content: { type: string; value: string }[];
  headers?: Record<string, string>;
};

export async function startFakeSendGrid(): Promise<FakeServer & { mails(): SendGridMail[] }> {
  const server = await startFakeServer((request) =>
    request.method === "POST" && request.path === "/v3/mail/send"
      ? { status: 202 }
      : { status: 404, body: { errors: [{ message: "not found" }] } },
  );
  return Object.assign(server, {
    mails: () =>
      server.requests.filter((r) => r.method === "POST" && r.path === "/v3/mail/send").map((r) => JSON.parse(r.body) as SendGridMail),
  });
}
