// Blog vocabulary without Zod, so public pages can show labels and dates without shipping the
// validation library to the browser. app/schemas/blog.ts re-exports all of it.
import { formatLongDate } from "~/domain/dates";
import blogCategories from "./data/blog-categories.json" with { type: "json" };

export { formatLongDate };

export const BLOG_CATEGORIES = blogCategories;
export type BlogCategory = keyof typeof BLOG_CATEGORIES;
export const CATEGORY_KEYS = Object.keys(BLOG_CATEGORIES) as [BlogCategory, ...BlogCategory[]];

export const BLOG_STATUSES = ["draft", "published", "scheduled"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const AI_MODELS = ["gpt-4", "gpt-4o", "gpt-4o-mini", "o1-mini"] as const;
export const DEFAULT_AI_MODEL = "gpt-4o";

/** The display label of a category; an unknown category is shown raw (docs/product.md#records). */
export function categoryLabel(category: string): string {
  return (BLOG_CATEGORIES as Record<string, string>)[category] ?? category;
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && Object.hasOwn(BLOG_CATEGORIES, value);
}

/**
 * Slug from a title (docs/product.md#validation): lowercase, drop everything but a-z, 0-9, space and hyphen, spaces to
 * hyphens, collapse repeated hyphens. Leading/trailing hyphens are trimmed so the slug reads well.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Manual slug edits keep only a-z, 0-9 and hyphen (docs/product.md#validation). */
export function sanitizeSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/** The model stored on a post drafted by the built-in writer (no AI model configured). */
export const BUILT_IN_MODEL = "built-in";
export const BUILT_IN_WRITER = "Built-in writer — no AI model configured";

/** The admin editor's fields, as its form posts them. */
export const EDITOR_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "aiModel",
  "writtenBy",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "status",
  "scheduledFor",
] as const;
export type EditorValues = Partial<Record<(typeof EDITOR_FIELDS)[number], string>>;
