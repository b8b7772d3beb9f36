// Fake Twilio REST API: POST /2010-04-01/Accounts/{sid}/Messages.json answers 201 with a message
// resource like the real one; everything else 404.
import { startFakeServer, type FakeServer } from "./http-fake";

export type TwilioMessage = { accountSid: string; to: string; from: string; body: string; authorization: string };

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

export async function startFakeTwilio(): Promise<FakeServer & { messages(): TwilioMessage[] }> {
  let count = 0;
  const server = await startFakeServer((request) => {
    const match = MESSAGES.exec(request.path);
    if (request.method !== "POST" || !match) return { status: 404, body: { code: 20404, message: "not found", status: 404 } };
    const form = new URLSearchParams(request.body);
    count++;
    return {
      status: 201,
      body: {
        sid: `SM${String(count).padStart(32, "0")}`,
        account_sid: match[1],
        to: form.get("To"),
        from: form.get("From"),
        body: form.get("Body"),
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
        uri: `${request.path.replace(".json", "")}/SM${count}.json`,
      },
    };
  });
  return Object.assign(server, {
    messages: () =>
      server.requests
        .filter((r) => r.method === "POST" && MESSAGES.test(r.path))
        .map((r) => {
          const form = new URLSearchParams(r.body);
          return {
            accountSid: MESSAGES.exec(r.path)![1]!,
            to: form.get("To") ?? "",
            from: form.get("From") ?? "",
            body: form.get("Body") ?? "",
            authorization: String(r.headers.authorization ?? ""),
          };
        }),
  });
}
