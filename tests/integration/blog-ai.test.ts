// The real AI driver (official openai SDK) against a local fake OpenAI server: /api/blog/generate and
// /api/blog/suggestions send the right requests and map the answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/env.server";
import { insertUser } from "~/models/user.server";
import * as generateRoute from "~/routes/api/blog.generate";
import * as suggestionsRoute from "~/routes/api/blog.suggestions";
import { createPost, forgetSuggestions } from "~/services/blog.server";
import { resetRateLimits } from "~/services/rate-limit.server";
import { createSession } from "~/http/session.server";
import { startFakeServer, type FakeServer } from "../fakes/http-fake";
import { Client, json } from "../support/routes";

function completion(content: unknown) {
  return {
    status: 200,
    body: {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "gpt-4o",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(content) } }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

const article = {
  content: `## Eclipse seasons\n\n${"The Sun meets the lunar nodes twice a year, and eclipses follow. ".repeat(20)}`,
  excerpt: "Why eclipses arrive in pairs.",
  metaTitle: "Eclipse Seasons Explained",
  metaDescription: "Eclipse seasons come twice a year.",
  metaKeywords: ["eclipse", "nodes"],
};

let fake: FakeServer;
let admin: Client;

beforeAll(async () => {
  fake = await startFakeServer(() => completion(article));
  process.env.OPENAI_API_KEY = "sk-test-key";
  process.env.OPENAI_BASE_URL = `${fake.url}/v1`;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  await fake.close();
});

beforeEach(async () => {
  resetRateLimits();
  forgetSuggestions();
  fake.requests.length = 0;
  const user = await insertUser({ email: `ai${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: "A", lastName: "B", isAdmin: 1 });
  admin = new Client();
  admin.remember(new Response(null, { headers: { "Set-Cookie": await createSession(user.id, false) } }));
});

describe("POST /api/blog/generate with a key", () => {
  it("asks the chosen model and answers the generated fields", async () => {
    const response = await admin.call(generateRoute, "/api/blog/generate", {
      method: "POST",
      json: { title: "Eclipse Seasons", category: "astronomical_events", aiModel: "gpt-4o-mini" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      content: article.content.trim(),
      excerpt: article.excerpt,
      metaTitle: article.metaTitle,
      metaDescription: article.metaDescription,
      metaKeywords: "eclipse, nodes",
      // The model that answered (the fake always answers as gpt-4o), not the one picked.
      aiModel: "gpt-4o",
      writer: "gpt-4o",
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-key");
    const body = JSON.parse(request.body) as { model: string; messages: { content: string }[] };
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.messages.at(-1)!.content).toContain("Eclipse Seasons");
    expect(body.messages.at(-1)!.content).toContain("astronomical_events");
  });

  it("feeds the prompt the engine's facts for the recognised subject", async () => {
    const response = await admin.call(generateRoute, "/api/blog/generate", {
      method: "POST",
      json: { title: "Mercury Retrograde in 2027: Dates and What to Do", category: "astronomical_events", aiModel: "gpt-4o" },
    });
    expect(response.status).toBe(200);
    const body = JSON.parse(fake.requests[0]!.body) as { messages: { content: string }[] };
    const prompt = body.messages.at(-1)!.content;
    expect(prompt).toContain("Subject: Mercury retrograde in 2027");
    for (const fact of [
      "Mercury stations retrograde on February 9, 2027 in Pisces",
      "Mercury stations direct on March 3, 2027 in Aquarius",
      "Mercury stations retrograde on October 7, 2027 in Scorpio",
      "Mercury stations direct on October 28, 2027 in Libra",
    ]) expect(prompt).toContain(fact);
  });

  it("answers 502 (not 500) when the model fails", async () => {
    fake.script({ status: 500, body: { error: { message: "boom" } } }, { status: 500, body: { error: { message: "boom" } } });
    const response = await admin.call(generateRoute, "/api/blog/generate", { method: "POST", json: { title: "T", category: "forecasts" } });
    expect(response.status).toBe(502);
  });
});

describe("GET /api/blog/suggestions with a key", () => {
  it("answers the model's topics, normalising unknown categories", async () => {
    await createPost({ title: "Existing Title", slug: "existing-title", content: "x", category: "forecasts", status: "draft", excerpt: null, aiModel: null, metaTitle: null, metaDescription: null, metaKeywords: null }, null);
    fake.script(
      completion({
        topics: [
          { title: "Venus Retrograde in Love", rationale: "Seasonal interest", category: "love_compatibility" },
          { title: "Tarot Meets Astrology", rationale: "Cross-over readers", category: "tarot" },
        ],
      }),
    );
    const response = await admin.call(suggestionsRoute, "/api/blog/suggestions");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([
      { title: "Venus Retrograde in Love", rationale: "Seasonal interest", category: "love_compatibility" },
      { title: "Tarot Meets Astrology", rationale: "Cross-over readers", category: "beginner_guides" },
    ]);
    expect(fake.requests[0]!.body).toContain("Existing Title");
  });

  it("falls back to the curated list when the model fails", async () => {
    fake.script({ status: 500, body: { error: { message: "down" } } }, { status: 500, body: { error: { message: "down" } } });
    const response = await admin.call(suggestionsRoute, "/api/blog/suggestions");
    expect(response.status).toBe(200);
    const topics = await json<{ title: string }[]>(response);
    expect(topics.length).toBeGreaterThanOrEqual(5);
  });
});
