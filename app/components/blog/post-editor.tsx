import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/form";
import { Link } from "~/components/ui/link";
import { ArticleBody } from "~/components/blog/article-body";
import { CategoryBadge } from "~/components/blog/category-badge";
import { FormAlert } from "~/components/form-alert";
import { Labelled } from "~/components/ui/field";
import type { EditorResult } from "~/services/blog-editor.server";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { AI_MODELS, BLOG_CATEGORIES, BLOG_STATUSES, BUILT_IN_MODEL, DEFAULT_AI_MODEL, EDITOR_FIELDS, sanitizeSlug, slugify, type BlogStatus, type EditorValues } from "~/domain/blog";
import { Section } from "~/components/ui/section";
import { useT } from "~/i18n/use-t";

export type Suggestion = { title: string; rationale: string; category: string };

/** "2026-05-01T09:30" for a datetime-local input: in the browser's zone with JS, else in UTC. */
export function toInputDateTime(value: string | undefined, local: boolean): string {
  if (!value) return "";
  if (!/[zZ]|[+-]\d\d:?\d\d$/.test(value)) return value.slice(0, 16);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const shifted = local ? new Date(date.getTime() - date.getTimezoneOffset() * 60_000) : date;
  return shifted.toISOString().slice(0, 16);
}

/** A new key whenever the server sends values back, so the form remounts showing them (e.g. AI content). */
export function editorKey(answer: EditorResult | undefined, initial = "initial") {
  if (!answer) return initial;
  const text = JSON.stringify(answer.result) + (answer.preview ?? "");
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (hash * 31 + text.charCodeAt(index)) | 0;
  return `${answer.intent}-${hash}`;
}

/** A field the editor holds in state (title, slug, category, schedule): Conform's wiring without its default value. */
function controlled(field: FieldMetadata<string | undefined>) {
  return { id: field.id, name: field.name, "aria-invalid": field.errors ? true : undefined, "aria-describedby": field.errors ? field.errorId : undefined };
}

/**
 * The admin's create/edit form: a plain POST form (intents save, generate, preview); with JavaScript the
 * slug follows the title and the schedule fields show only for "scheduled".
 */
export function PostEditor({
  mode,
  values: defaults,
  answer,
  suggestions,
  titleSelected,
}: {
  mode: "create" | "edit";
  /** The post's values (or the new post's), shown until the server answers with the form's. */
  values: EditorValues;
  /** The server's answer to the last submission; its intent says whom an error belongs to ("Failed to generate content"). */
  answer?: EditorResult;
  suggestions?: Suggestion[];
  titleSelected?: boolean;
}) {
  const [hydrated, t] = [useHydrated(), useT()];
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const generating = intent === "generate";
  const saving = intent === "save";
  const { notice, preview } = answer ?? {};
  const [form, fields] = useForm<EditorValues>({
    id: "post-editor",
    lastResult: answer?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const values: EditorValues = Object.fromEntries(EDITOR_FIELDS.map((name) => [name, fields[name].initialValue]));
  const formError = form.errors?.[0];
  // The two validation titles (flagged by the server) the product shows as they are; other errors under "Failed to …".
  const missing = Boolean(answer?.missing);
  // With JavaScript the notice is a toast; without it, the status line below the form's alert.
  useEffect(() => {
    if (notice) toast({ title: notice });
  }, [notice]);

  const [title, setTitle] = useState(values.title ?? "");
  const [slug, setSlug] = useState(values.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(mode === "edit" || Boolean(values.slug && values.slug !== slugify(values.title ?? "")));
  const [category, setCategory] = useState(values.category ?? "");
  const [status, setStatus] = useState<BlogStatus>((values.status as BlogStatus) || "draft");
  const [scheduledLocal, setScheduledLocal] = useState(() => toInputDateTime(values.scheduledFor, false));
  const [localized, setLocalized] = useState(false);
  const [selected, setSelected] = useState(Boolean(titleSelected));

  // After hydration the schedule is shown (and sent) in the browser's own time zone.
  if (hydrated && !localized) {
    setLocalized(true);
    setScheduledLocal(toInputDateTime(values.scheduledFor, true));
  }
  let scheduledIso = "";
  if (hydrated && scheduledLocal) {
    const date = new Date(scheduledLocal);
    scheduledIso = Number.isNaN(date.getTime()) ? scheduledLocal : date.toISOString();
  }

  const saveLabel = t(`admin.editor.${!hydrated ? "save" : status === "scheduled" ? "schedule" : status === "published" ? (mode === "edit" ? "updatePublish" : "publishNow") : "saveDraft"}`);

  function pick(suggestion: Suggestion) {
    setTitle(suggestion.title);
    setCategory(suggestion.category);
    setSlug(slugify(suggestion.title));
    setSlugEdited(false);
    setSelected(true);
  }

  return (
    <div className="space-y-6">
      <Link to="/admin/blog" className="btn-ghost -ml-4">
        <span aria-hidden="true">←</span> {t("admin.editor.back")}
      </Link>
      <h2 className="text-2xl font-semibold">{t(mode === "create" ? "admin.editor.create" : "admin.editor.edit")}</h2>

      {mode === "create" && suggestions?.length ? (
        <Section id="suggested-titles" title={t("admin.editor.suggested")} level="h3" titleClassName="text-lg font-semibold">
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.title}>
                <Link
                  to={`/admin/blog/new?${new URLSearchParams({ title: suggestion.title, category: suggestion.category })}`}
                  onClick={(event) => {
                    if (!hydrated) return;
                    event.preventDefault();
                    pick(suggestion);
                  }}
                  aria-pressed={hydrated ? title === suggestion.title : undefined}
                  role={hydrated ? "button" : undefined}
                  className="block rounded-lg border border-night-200 p-3 text-left text-sm hover:bg-night-50 dark:border-night-800 dark:hover:bg-night-900"
                >
                  <span className="font-semibold">{suggestion.title}</span>
                  <span className="mt-1 block">
                    <CategoryBadge category={suggestion.category} label={t(`blog.category.${suggestion.category}`)} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {selected ? (
            <p role="status" className="mt-3 text-sm font-semibold text-green-700 dark:text-green-300">
              {t("admin.editor.titleSelected")}
            </p>
          ) : null}
        </Section>
      ) : null}

      <Form method="post" className="card space-y-5" aria-busy={generating || undefined} {...getFormProps(form)} noValidate={false}>
        <FormAlert
          id={form.errorId}
          title={missing && formError ? formError : t(`admin.editor.${answer?.intent === "generate" ? "generateFailed" : mode === "edit" ? "updateFailed" : "createFailed"}`)}
          message={missing ? t("admin.editor.highlighted") : formError}
        />
        {notice && !hydrated ? (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            {notice}
          </p>
        ) : null}
        {/* Enter in a field saves (the first submit button is the form's default). */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <fieldset disabled={generating} className="space-y-5 disabled:opacity-70">
          <legend className="sr-only">{t("admin.editor.details")}</legend>
          <Labelled field={fields.title} label={t("admin.blog.title")}>
            <input
              {...controlled(fields.title)}
              className="input"
              required
              maxLength={255}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugEdited) setSlug(slugify(event.target.value));
              }}
            />
          </Labelled>
          <Labelled
            field={fields.slug}
            label={t("admin.editor.slug")}
            hint={t("admin.editor.slugHint", { address: `/blog/${slug || "…"}` })}
          >
            <input
              {...controlled(fields.slug)}
              className="input font-mono"
              maxLength={255}
              pattern="[a-z0-9\-]+"
              value={slug}
              onChange={(event) => {
                setSlug(sanitizeSlug(event.target.value));
                setSlugEdited(true);
              }}
              aria-describedby={[fields.slug.descriptionId, fields.slug.errors ? fields.slug.errorId : ""].join(" ").trim()}
            />
          </Labelled>
          <div className="grid gap-5 sm:grid-cols-2">
            <Labelled field={fields.category} label={t("admin.blog.category")}>
              <select {...controlled(fields.category)} className="input" required value={category} onChange={(event) => setCategory(event.target.value)}>
                <option value="">{t("admin.editor.chooseCategory")}</option>
                {Object.keys(BLOG_CATEGORIES).map((key) => (
                  <option key={key} value={key}>
                    {t(`blog.category.${key}`)}
                  </option>
                ))}
                {category && !(category in BLOG_CATEGORIES) ? <option value={category}>{category}</option> : null}
              </select>
            </Labelled>
            <div>
              <label htmlFor={fields.aiModel.id} className="label">
                {t("admin.editor.model")}
              </label>
              <div className="flex gap-2">
                <select {...getSelectProps(fields.aiModel)} defaultValue={values.aiModel || DEFAULT_AI_MODEL} className="input">
                  {AI_MODELS.map((model) => (
                    <option key={model} value={model}>
                      {model}
                    </option>
                  ))}
                </select>
                <button type="submit" name="intent" value="generate" formNoValidate className="btn-outline shrink-0" disabled={generating}>
                  {generating ? (
                    <>
                      <Spinner className="h-4 w-4" /> {t("admin.editor.generating")}
                    </>
                  ) : (
                    t("admin.editor.generate")
                  )}
                </button>
              </div>
              <p className="hint">{t("admin.editor.generateHint")}</p>
              {/* The writer of the current draft, stored with the post as its model. */}
              <input {...getInputProps(fields.writtenBy, { type: "hidden" })} />
              {values.writtenBy ? (
                <p className="hint" data-testid="draft-writer">
                  {t("admin.editor.writtenBy")} <strong>{values.writtenBy === BUILT_IN_MODEL ? t("admin.editor.builtIn") : values.writtenBy}</strong>
                </p>
              ) : null}
            </div>
          </div>
          <Labelled field={fields.excerpt} label={t("admin.editor.excerpt")}>
            <textarea {...getTextareaProps(fields.excerpt)} rows={3} className="input" />
          </Labelled>
          <Labelled field={fields.content} label={t("admin.editor.content")} hint={t("admin.editor.contentHint")}>
            <textarea {...getTextareaProps(fields.content, { ariaDescribedBy: fields.content.descriptionId })} rows={18} required className="input font-mono" />
          </Labelled>
          <details
            className="rounded-lg border border-night-200 p-4 dark:border-night-800"
            open={Boolean(values.metaTitle || values.metaDescription || values.metaKeywords || fields.metaTitle.errors || fields.metaKeywords.errors)}
          >
            <summary className="cursor-pointer font-semibold">{t("admin.editor.seo")}</summary>
            <div className="mt-4 space-y-4">
              <Labelled field={fields.metaTitle} label={t("admin.editor.metaTitle")}>
                <input {...getInputProps(fields.metaTitle, { type: "text" })} maxLength={255} className="input" />
              </Labelled>
              <Labelled field={fields.metaDescription} label={t("admin.editor.metaDescription")}>
                <textarea {...getTextareaProps(fields.metaDescription)} rows={2} className="input" />
              </Labelled>
              <Labelled field={fields.metaKeywords} label={t("admin.editor.metaKeywords")}>
                <input {...getInputProps(fields.metaKeywords, { type: "text" })} maxLength={500} className="input" />
              </Labelled>
            </div>
          </details>
          <fieldset>
            <legend className="label">{t("admin.blog.status")}</legend>
            <div className="flex flex-wrap gap-4">
              {BLOG_STATUSES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={fields.status.name} value={value} checked={status === value} onChange={() => setStatus(value)} className="h-4 w-4 accent-night-700" />
                  {t(`admin.blog.status.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {!hydrated || status === "scheduled" ? (
            <Labelled field={fields.scheduledFor} label={t(hydrated ? "admin.editor.publishLocal" : "admin.editor.publishUtc")}>
              {hydrated ? (
                <>
                  {/* Shown in the browser's zone; the hidden field sends the instant. */}
                  <input
                    {...controlled(fields.scheduledFor)}
                    name={undefined}
                    type="datetime-local"
                    className="input"
                    required
                    value={scheduledLocal}
                    onChange={(event) => setScheduledLocal(event.target.value)}
                  />
                  <input type="hidden" name={fields.scheduledFor.name} value={scheduledIso} />
                </>
              ) : (
                <input {...controlled(fields.scheduledFor)} type="datetime-local" className="input" defaultValue={scheduledLocal} />
              )}
            </Labelled>
          ) : null}
          <div className="flex flex-wrap gap-3 border-t border-night-200 pt-5 dark:border-night-800">
            <button type="submit" name="intent" value="save" className="btn-primary" disabled={saving}>
              {saving ? t("admin.editor.saving") : saveLabel}
            </button>
            <button type="submit" name="intent" value="preview" formNoValidate className="btn-outline">
              {t("admin.blog.preview")}
            </button>
            <Link to="/admin/blog" className="btn-ghost">
              {t("admin.cancel")}
            </Link>
          </div>
        </fieldset>
      </Form>

      {preview !== undefined ? (
        <Section id="preview" title={t("admin.blog.preview")} level="h3" titleClassName="text-lg font-semibold">
          <ArticleBody html={preview} className="mt-2" />
        </Section>
      ) : null}
    </div>
  );
}
