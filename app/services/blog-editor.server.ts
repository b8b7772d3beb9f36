// The admin editor's form action, shared by /admin/blog/new and /admin/blog/:id/edit: save (create or
// update), generate (an AI draft merged into the submitted values) and preview (rendered markdown).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { HttpError } from "~/domain/errors";
import { formatInstantUtc } from "~/domain/format";
import { formMessage, memberLocale, translator } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";
import type { Post } from "~/models/post.server";
import type { User } from "~/models/user.server";
import { EDITOR_FIELDS, type EditorValues } from "~/domain/blog";
import { blogPostSchema, generatePostSchema, MISSING_FIELDS, MISSING_SCHEDULE, slugify, type BlogPostInput } from "~/schemas/blog";
import { createPost, forgetSuggestions, generatePost, updatePost } from "~/services/blog.server";
import { renderMarkdown } from "~/services/markdown.server";

/** The toast after the editor saves, in the admin's language: the product's title ("Post created successfully"), then the post's status. */
export function savedToast(post: Post, verb: "created" | "updated", admin: User) {
  const [locale, values] = [memberLocale(admin), { title: post.title, when: "" }];
  const t = translator(locale);
  if (post.status === "scheduled") {
    const instant = post.scheduledFor ?? "";
    values.when = locale === "en" ? formatInstantUtc(instant) : `${new Date(instant).toLocaleString(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC`;
  }
  return { title: t(`admin.blog.${verb}`), description: t(post.status === "published" ? "admin.blog.isPublished" : post.status === "scheduled" ? "admin.blog.goesLive" : "admin.blog.isDraft", values) };
}

/** The editor shown again: Conform's reply (the values to show, the errors), a preview or a notice. */
export type EditorResult = {
  intent: "save" | "generate" | "preview";
  result: SubmissionResult<string[]>;
  preview?: string;
  notice?: string;
  missing?: boolean;
};

/** Conform's reply for the values the form shows again, with the errors that refused them in the admin's language. */
function reply(values: EditorValues, errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | null | undefined> }, locale: Locale = "en") {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const say = (texts?: string[] | null) => (texts ?? []).map((text) => formMessage(locale, text));
  return parseWithZod(form, { schema: z.object({}) }).reply(errors && { formErrors: say(errors.formErrors), fieldErrors: Object.fromEntries(Object.entries(errors.fieldErrors ?? {}).map(([field, texts]) => [field, say(texts)])) });
}

/** datetime-local ("2026-05-01T09:30") plus the browser's offset in minutes → ISO; ISO passes through. */
export function localToIso(value: string, offsetMinutes: number): string | null {
  if (!value.trim()) return null;
  const zoned = /[zZ]|[+-]\d\d:?\d\d$/.test(value);
  const parsed = zoned ? Date.parse(value) : Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`) + offsetMinutes * 60_000;
  return Number.isNaN(parsed) ? value : new Date(parsed).toISOString();
}

function formValues(formData: FormData): EditorValues {
  const values: EditorValues = {};
  for (const field of EDITOR_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * Handles the editor's three intents: save (create or update, then redirect), generate (AI draft
 * merged into the submitted values) and preview (rendered markdown). Answers the values to show
 * again with the status the route answers them with, or the saved post.
 */
export async function handleEditorSubmission(
  formData: FormData,
  user: User,
  existing?: Post,
): Promise<{ saved: Post } | { result: EditorResult; status: number }> {
  const [intent, locale] = [formData.get("intent"), memberLocale(user)];
  const values = formValues(formData);
  if (!values.slug?.trim() && values.title?.trim()) values.slug = slugify(values.title);
  const offset = Number(formData.get("tzOffset") ?? 0);
  const scheduledIso = localToIso(values.scheduledFor ?? "", Number.isFinite(offset) ? offset : 0);

  if (intent === "preview") {
    return { result: { intent, result: reply(values), preview: renderMarkdown(values.content ?? "") }, status: 200 };
  }

  if (intent === "generate") {
    const parsed = generatePostSchema.safeParse({ title: values.title, category: values.category, aiModel: values.aiModel });
    if (!parsed.success) {
      const { fieldErrors } = parsed.error.flatten();
      return { result: { intent, result: reply(values, { formErrors: [parsed.error.issues[0]!.message], fieldErrors }, locale) }, status: 400 };
    }
    try {
      // The picker keeps the admin's choice; the post records the writer that actually answered.
      const { aiModel: writtenBy, writer: _writer, ...generated } = await generatePost(parsed.data);
      return {
        result: { intent, result: reply({ ...values, ...generated, aiModel: parsed.data.aiModel, writtenBy }), notice: translator(locale)("admin.blog.generated") },
        status: 200,
      };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { result: { intent, result: reply(values, { formErrors: [error.message] }, locale) }, status: error.status };
    }
  }

  const submission = await parseWithZod(toSubmission(formData, values, scheduledIso), { schema: blogPostSchema, async: true });
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([key, messages]) => key && messages?.length));
    // The form's alert: the form-level message, else the first field's; the two validation titles flagged whatever their language.
    const formError = submission.error?.[""]?.[0] ?? Object.values(fieldErrors)[0]?.[0];
    const missing = formError === MISSING_FIELDS || formError === MISSING_SCHEDULE;
    return { result: { intent: "save", missing, result: reply(values, { formErrors: formError ? [formError] : [], fieldErrors }, locale) }, status: 400 };
  }
  try {
    const saved = existing
      ? await updatePost(existing.id, submission.value as BlogPostInput)
      : await createPost(submission.value as BlogPostInput, user.id);
    forgetSuggestions();
    return { saved };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { result: { intent: "save", result: reply(values, { formErrors: [error.message], fieldErrors: error.errors }, locale) }, status: error.status };
  }
}

function toSubmission(formData: FormData, values: EditorValues, scheduledIso: string | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) if (key !== "scheduledFor" && key !== "aiModel" && key !== "writtenBy") body.set(key, value);
  // The stored model is the draft's writer, not the choice left in the picker (none for a hand-written post).
  if (values.writtenBy) body.set("aiModel", values.writtenBy);
  if (scheduledIso) body.set("scheduledFor", scheduledIso);
  const publishedAt = formData.get("publishedAt");
  if (typeof publishedAt === "string" && publishedAt) body.set("publishedAt", publishedAt);
  return body;
}
