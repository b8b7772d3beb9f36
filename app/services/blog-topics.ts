// Curated article ideas (./blog-topics.json) for the editor's "Suggested topics" when no AI model is
// configured. The suggestions service offers the ones not yet covered by an existing title, alternating categories.
import type { BlogCategory } from "~/schemas/blog";
import topics from "~/services/blog-topics.json" with { type: "json" };

export type BlogTopic = { title: string; rationale: string; category: BlogCategory };

export const CURATED_TOPICS = topics as BlogTopic[];

/** Lower-cased words, without punctuation, for comparing titles. */
function normalizeTitle(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9 ]/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * Curated topics whose title is not already used, taking one per category in turn so the first few
 * suggestions cover different categories.
 */
export function uncoveredTopics(existingTitles: string[], limit = CURATED_TOPICS.length): BlogTopic[] {
  const taken = new Set(existingTitles.map(normalizeTitle));
  const byCategory = new Map<string, BlogTopic[]>();
  for (const topic of CURATED_TOPICS) {
    if (taken.has(normalizeTitle(topic.title))) continue;
    const list = byCategory.get(topic.category) ?? [];
    list.push(topic);
    byCategory.set(topic.category, list);
  }
  const result: BlogTopic[] = [];
  const queues = [...byCategory.values()];
  while (result.length < limit && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) result.push(next);
      if (result.length >= limit) break;
    }
  }
  return result;
}
