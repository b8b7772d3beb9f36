// A tiny recording HTTP server for the fakes of third-party APIs: listens on port 0, records every
// request, and answers from a queue of scripted responses (else the default answer).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | "hang";

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; then the default answer. */
  script(...answers: FakeAnswer[]): void;
  /** Resolves when the n-th request (1-based) has arrived. */
  waitForRequests(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeServer(defaultAnswer: (request: RecordedRequest) => FakeAnswer): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeAnswer[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: RecordedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(recorded);
      for (const waiter of waiters.filter((w) => requests.length >= w.n)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = queue.shift() ?? defaultAnswer(recorded);
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      const body = answer.body === undefined ? "" : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => queue.push(...answers),
    waitForRequests: (n) =>
      requests.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
