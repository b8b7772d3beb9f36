// The chart page's tabs, fetched ahead by the browser: its Speculation Rules (inline JSON) carry the
// document's CSP nonce, so an enforced policy without 'unsafe-inline' lets them run, and name the
// tab links other than the one shown. The landing page a guest sees carries none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, signUpMember, startServer, tempDatabase } from "./server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(tempDatabase("speculation"));
});
afterAll(async () => {
  await server.stop();
});

function rulesOf(html: string) {
  return [...html.matchAll(/<script type="speculationrules"([^>]*)>([^<]*)<\/script>/g)].map(([, attributes, json]) => ({ attributes: attributes!, rules: JSON.parse(json!) as unknown }));
}

describe("the chart page's speculation rules", () => {
  it.each(["/", "/?tab=sun", "/profile?tab=daily"])("%s prefetches the other tabs, under the document's nonce", async (path) => {
    const cookie = await signUpMember(server.url, "Prefetch");
    const response = await fetch(server.url + path, { headers: { cookie } });
    expect(response.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const found = rulesOf(html);
    expect(found).toHaveLength(1);
    expect(found[0]!.attributes).toContain(`nonce="${nonce}"`);
    expect(found[0]!.rules).toEqual({
      prefetch: [{ source: "document", where: { selector_matches: '[role="tablist"] a[role="tab"]:not([aria-selected="true"])' }, eagerness: "moderate" }],
    });
    // The selector's links are there: the tabs, one of them the one shown.
    expect(html.match(/<a [^>]*role="tab"/g)).toHaveLength(8);
    expect(html.match(/<a [^>]*role="tab"[^>]*aria-selected="true"/g)).toHaveLength(1);
  });

  it("is not on the landing page a guest sees", async () => {
    expect(rulesOf(await (await fetch(`${server.url}/`)).text())).toHaveLength(0);
  });
});
