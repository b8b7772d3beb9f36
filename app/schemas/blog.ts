// Blog payloads (docs/product.md#records, #validation, #api): one schema shared by the
// admin editor's form action and POST/PATCH /api/blog; one for POST /api/blog/generate.
import { z } from "zod";
import { requiredText } from "~/schemas/text";

export * from "~/domain/blog";
import { AI_MODELS, BLOG_STATUSES, CATEGORY_KEYS, DEFAULT_AI_MODEL } from "~/domain/blog";

export const MISSING_FIELDS = "Missing required fields";
export const MISSING_SCHEDULE = "Missing schedule date";
export const MISSING_GENERATE_FIELDS = "Missing fields";
export const SLUG_MESSAGE = "Slug must only contain lowercase letters, numbers, and hyphens";
export const ISO_MESSAGE = "Must be an ISO 8601 date and time";

const REQUIRED = ["title", "slug", "content", "category"] as const;

function blank(value: unknown) {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Optional text: empty becomes null, so clearing a field clears the column. */
const optionalText = (max?: number, message?: string) => {
  const base = max ? z.string().max(max, message) : z.string();
  return z.preprocess((value) => (blank(value) ? null : value), base.nullable().optional());
};

const isoDateTime = z.preprocess(
  (value) => (blank(value) ? null : value),
  z.string({ invalid_type_error: ISO_MESSAGE }).datetime({ offset: true, message: ISO_MESSAGE }).nullable().optional(),
);

const postFields = z.object({
  title: requiredText("Title is required", 255, "Title must be less than 255 characters"),
  slug: z
    .string({ required_error: MISSING_FIELDS, invalid_type_error: SLUG_MESSAGE })
    .trim()
    .min(1, "Slug is required")
    .max(255, "Slug must be less than 255 characters")
    .regex(/^[a-z0-9-]+$/, SLUG_MESSAGE),
  excerpt: optionalText(),
  content: z.string({ required_error: "Content is required", invalid_type_error: "Content is required" }).refine((value) => value.trim().length > 0, "Content is required"),
  category: z.enum(CATEGORY_KEYS, {
    errorMap: () => ({ message: `Category must be one of: ${CATEGORY_KEYS.join(", ")}` }),
  }),
  aiModel: optionalText(50, "AI model must be at most 50 characters"),
  metaTitle: optionalText(255, "Meta title must be less than 255 characters"),
  metaDescription: optionalText(),
  metaKeywords: optionalText(500, "Meta keywords must be less than 500 characters"),
  status: z.preprocess(
    (value) => (blank(value) ? "draft" : value),
    z.enum(BLOG_STATUSES, { errorMap: () => ({ message: "Status must be draft, published or scheduled" }) }),
  ),
  publishedAt: isoDateTime,
  scheduledFor: isoDateTime,
});

/**
 * A blog post as the editor and the API send it. Missing required fields answer "Missing required
 * fields" (with each field's own message), a scheduled post without a date "Missing schedule date".
 */
export const blogPostSchema = z
  .record(z.unknown())
  .superRefine((raw, ctx) => {
    const missing = REQUIRED.filter((field) => blank(raw[field]));
    if (missing.length) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: MISSING_FIELDS });
      for (const field of missing) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: `${field[0]!.toUpperCase()}${field.slice(1)} is required` });
      }
    }
    if (raw.status === "scheduled" && blank(raw.scheduledFor)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["scheduledFor"], message: MISSING_SCHEDULE });
    }
  })
  .pipe(postFields);
export type BlogPostInput = z.output<typeof postFields>;

/** POST /api/blog/generate and the editor's "Generate with AI" (docs/product.md#validation: "Missing fields"). */
export const generatePostSchema = z
  .record(z.unknown())
  .superRefine((raw, ctx) => {
    if (blank(raw.title) || blank(raw.category)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: MISSING_GENERATE_FIELDS });
      if (blank(raw.title)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["title"], message: "Title is required" });
      if (blank(raw.category)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["category"], message: "Category is required" });
    }
  })
  .pipe(
    z.object({
      title: z.string({ invalid_type_error: "Title is required" }).trim().min(1, "Title is required").max(255, "Title must be less than 255 characters"),
      category: z.string({ invalid_type_error: "Category is required" }).trim().min(1, "Category is required").max(100),
      aiModel: z.preprocess(
        (value) => (blank(value) ? DEFAULT_AI_MODEL : value),
        z.enum(AI_MODELS, { errorMap: () => ({ message: `AI model must be one of: ${AI_MODELS.join(", ")}` }) }),
      ),
    }),
  );
export type GeneratePostInput = z.output<typeof generatePostSchema>;

/** The public listing's and the admin list's GET parameters. */
export const blogSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  category: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(BLOG_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
