import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/env.server";
import {
  AiNotConfiguredError, enrichCompatibility, enrichDailyHoroscope, generateBlogPost, resetAiBreakerForTests, suggestBlogTopics,
} from "~/services/ai.server";

interface Seen { path: string; auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }

const long = (n: number, word = "star") => Array.from({ length: n }, (_, i) => `${word}${i}`).join(" ");

describe("AI driver against a local fake of the OpenAI API", () => {
  let server: http.Server;
  const seen: Seen[] = [];
  let reply: () => { status: number; content?: string } = () => ({ status: 200, content: "" });
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = "";
      req.on("data", (c: Buffer) => (data += c.toString()));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(data) });
        const r = reply();
        if (r.status !== 200) {
          res.writeHead(r.status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "nope" } }));
          return;
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({
          id: "chatcmpl-1", object: "chat.completion", created: 0, model: "fake",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: r.content } }],
        }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.OPENAI_MODEL = "gpt-test";
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    resetEnvForTests();
    await new Promise<void>((r) => server.close(() => r()));
  });
  afterEach(() => {
    seen.length = 0;
    resetAiBreakerForTests();
  });

  it("rewrites the daily horoscope from the facts it sends", async () => {
    reply = () => ({ status: 200, content: long(150) });
    const facts = { date: "2026-11-22", moonSign: "Taurus", aspects: [{ transit: "Venus", natal: "Moon", type: "trine", orb: 0.8 }] };
    const out = await enrichDailyHoroscope(facts, "built-in");
    expect(out).toBe(long(150));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe("/v1/chat/completions");
    expect(seen[0]!.auth).toBe("Bearer sk-test");
    expect(seen[0]!.body.model).toBe("gpt-test");
    const user = seen[0]!.body.messages.find((m) => m.role === "user")!.content;
    expect(user).toContain('"moonSign":"Taurus"');
    expect(user).toContain('"transit":"Venus"');
    expect(user).toContain("built-in");
  });
  it("keeps a daily rewrite only when it keeps the stated facts", async () => {
    const facts = { keep: ["Love:", "0.8°", "Taurus"] };
    reply = () => ({ status: 200, content: `Love: Venus trines your Moon at 0.8° while the Moon is in Taurus. ${long(150)}` });
    expect(await enrichDailyHoroscope(facts, "built-in")).toContain("0.8°");
    reply = () => ({ status: 200, content: `Love: Venus trines your Moon at 1.3° while the Moon is in Taurus. ${long(150)}` });
    expect(await enrichDailyHoroscope(facts, "built-in")).toBe("built-in");
  });
  it("falls back to the built-in text when the reply is too short", async () => {
    reply = () => ({ status: 200, content: "Too short." });
    expect(await enrichDailyHoroscope({}, "built-in text")).toBe("built-in text");
  });
  it("falls back on an API error", async () => {
    reply = () => ({ status: 400 });
    expect(await enrichDailyHoroscope({}, "fallback")).toBe("fallback");
  });
  it("stops calling a failing provider for a while (circuit breaker)", async () => {
    reply = () => ({ status: 500 });
    for (let i = 0; i < 5; i++) expect(await enrichDailyHoroscope({}, "fb")).toBe("fb");
    const calls = seen.length;
    expect(calls).toBe(5);
    expect(await enrichDailyHoroscope({}, "fb")).toBe("fb");
    expect(seen.length).toBe(calls);
  });
  it("keeps the compatibility rewrite only when it names both people and the N/36 score", async () => {
    const facts = { names: ["Ada", "Ben"], score: "27/36" };
    reply = () => ({ status: 200, content: `Ada and Ben score 27/36. ${long(320)}` });
    expect(await enrichCompatibility(facts, "built")).toContain("27/36");
    reply = () => ({ status: 200, content: `Ada alone. ${long(320)}` });
    expect(await enrichCompatibility(facts, "built")).toBe("built");
    const user = seen[0]!.body.messages.find((m) => m.role === "user")!.content;
    expect(user).toContain('"score":"27/36"');
  });
  it("generates a blog post from JSON", async () => {
    reply = () => ({
      status: 200,
      content: JSON.stringify({ content: `## Intro\n\n${long(200, "w")}`, excerpt: "An intro.", metaTitle: "Title", metaDescription: "Desc", metaKeywords: ["a", "b"] }),
    });
    const post = await generateBlogPost({ title: "Mercury Retrograde", category: "planets_houses", aiModel: "gpt-blog" });
    expect(post.excerpt).toBe("An intro.");
    expect(post.metaKeywords).toBe("a, b");
    expect(seen[0]!.body.model).toBe("gpt-blog");
    expect(seen[0]!.body.messages[1]!.content).toContain("Mercury Retrograde");
  });
  it("suggests topics, skipping existing titles", async () => {
    reply = () => ({ status: 200, content: JSON.stringify({ topics: [{ title: "Old", rationale: "x", category: "forecasts" }, { title: "New one", rationale: "why", category: "forecasts" }] }) });
    const topics = await suggestBlogTopics(["Old"]);
    expect(topics).toEqual([{ title: "New one", rationale: "why", category: "forecasts" }]);
    expect(seen[0]!.body.messages[1]!.content).toContain("- Old");
  });
});

describe("without OPENAI_API_KEY", () => {
  it("returns the built-in texts and refuses blog generation with a typed error", async () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    expect(await enrichDailyHoroscope({}, "plain")).toBe("plain");
    await expect(generateBlogPost({ title: "x", category: "forecasts" })).rejects.toBeInstanceOf(AiNotConfiguredError);
    await expect(suggestBlogTopics([])).rejects.toBeInstanceOf(AiNotConfiguredError);
  });
});
