import { data, redirect, redirectDocument } from "react-router";
import type { z } from "zod";
import { HttpError, type Keyed } from "~/domain/errors";
import type { Outcome, OutcomeFile } from "~/domain/outcome";
import { readBodyText } from "~/http/body.server";
import { flashToast } from "~/http/toast.server";
import { routedUrl } from "~/http/paths";
import { formMessage } from "~/i18n/messages.server";
import type { Locale } from "~/i18n/locales";

/** The JSON error shape of every /api route: a message, a failure's kind when a script words it (`HttpError.code`), and field errors when there are some. */
export type ApiError = { message: string; code?: string; errors?: Record<string, string[]> };

export { HttpError };

export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit, code?: string) {
  return Response.json({ message, ...(code && { code }), ...(errors && { errors }) } satisfies ApiError, { status, headers });
}

/**
 * Reads a JSON body into a plain object. Invalid JSON, arrays and scalars are 400s: every /api
 * route expects an object (an empty body counts as `{}`).
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readBodyText(request);
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError(400, "Request body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

/** A schema's verdict: its data, or an HttpError 400 carrying the first message and every field's messages. */
function parsed<T>(result: z.SafeParseReturnType<unknown, T>): T {
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  throw new HttpError(400, result.error.issues[0]?.message ?? "Invalid request", errors);
}

/** Validates a JSON request body with the payload's schema (the same schema the HTML form uses). */
export async function parseJson<Schema extends z.ZodTypeAny>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  return parsed(await schema.safeParseAsync(await readJsonObject(request)));
}

/** Validates a GET query string with the payload's schema; an HttpError 400 as parseJson gives. */
export function parseQuery<Schema extends z.ZodTypeAny>(request: Request, schema: Schema): z.output<Schema> {
  return parsed(schema.safeParse(Object.fromEntries(new URL(request.url).searchParams)));
}

/** Reads a form body (urlencoded or multipart), refusing oversized bodies (chunked or not). */
export { readBodyForm as readForm } from "~/http/body.server";

/**
 * Runs an /api handler, turning HttpErrors (and anything thrown by a guard) into JSON answers, each
 * `private, no-store` unless the route says otherwise. Unexpected errors are still 500s, logged:
 * they are bugs, not bad input.
 */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return keepPrivate(await run());
  } catch (error) {
    if (error instanceof HttpError) return keepPrivate(apiError(error.status, error.message, error.errors, error.headers, error.code));
    if (error instanceof Response) return keepPrivate(error);
    throw error;
  }
}

/**
 * An /api answer may depend on who asked: no shared cache keeps it, and the browser does not store
 * it, unless the route chose otherwise (public blog posts, place search).
 */
function keepPrivate(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export function methodNotAllowed() {
  return apiError(405, "Method not allowed");
}

/**
 * The one way an HTML action answers (docs/architecture.md#html-actions): `decide` reads the form once
 * (`readForm`), validates it once, calls one service function and returns an Outcome; an expected
 * failure it throws (an HttpError: a body too large or not a form, a rate limit, a refusal) becomes
 * the Outcome `failed` gives for it, usually the form again with the message (`shown`).
 */
export async function formAction<O extends Outcome<unknown>, F = never>(decide: () => Promise<O>, failed: (error: HttpError) => Outcome<F>, locale?: Locale) {
  let outcome: Outcome<ShownData<O> | F>;
  try {
    outcome = (await decide()) as Outcome<ShownData<O>>;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    outcome = failed(error);
  }
  return respond(outcome, locale);
}

/** A shown form's messages in the member's language: a Conform reply's errors, alone or as the `result` of an intent (the refusal's keyed message by its key). */
function localizedReply<T>(shown: T, locale: Locale, keyed?: Keyed): T {
  const reply = shown as { error?: unknown; result?: unknown } | null;
  if (reply?.result) return { ...shown, result: localizedReply(reply.result, locale, keyed) };
  if (!reply?.error || typeof reply.error !== "object") return shown;
  const errors = Object.entries(reply.error as Record<string, string[] | null>);
  return { ...shown, error: Object.fromEntries(errors.map(([name, texts]) => [name, texts?.map((text) => formMessage(locale, text, keyed)) ?? null])) };
}

/** The data an action's Outcomes show on the page (not its redirects or files). */
type ShownData<O> = O extends { redirect: string } | { file: OutcomeFile } ? never : O extends { data: infer D } ? D : never;

/** A Conform reply carrying only a form-level message (the form's fields were never read). */
export function formError(message: string) {
  return { status: "error" as const, error: { "": [message] }, initialValue: null };
}

/** An expected failure shown on the page: `data` at the error's status, with its headers (Retry-After) and keyed message. */
export function shown<T>(error: HttpError, data: T): Outcome<T> {
  return { data, status: error.status, headers: error.headers, keyed: error.keyed };
}

/** Success of an HTML action: redirect to `to` with a toast in the flash cookie. */
export async function redirectWithToast(to: string, toast: Parameters<typeof flashToast>[0], init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(toast));
  return (isDocumentPage(to) ? redirectDocument : redirect)(to, { ...init, headers });
}

/** The page's own address with some query parameters dropped (e.g. the deleted user's id). */
export function tabUrl(request: Request, drop: string[] = []) {
  const url = routedUrl(request);
  for (const name of [...drop, "index"]) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * Whether an address is a page served without the framework's JavaScript that has its own enhancement
 * script (the chart screen at / and /profile): a hydrated page's form redirected there loads the
 * document, so the page gets its script (decision record 004).
 */
export function isDocumentPage(to: string) {
  const path = to.split(/[?#]/)[0];
  return path === "/" || path === "/profile";
}

/** A service's Outcome as the action's answer: `data()` with its status (its messages in `locale`), or a redirect with its toast. */
export async function respond<T>(outcome: Outcome<T>, locale?: Locale) {
  if ("file" in outcome) return fileResponse(outcome.file);
  if ("redirect" in outcome) {
    const init = { status: outcome.status ?? 302, headers: outcome.headers };
    if (outcome.toast) return redirectWithToast(outcome.redirect, outcome.toast, init);
    return isDocumentPage(outcome.redirect) ? redirectDocument(outcome.redirect, init) : redirect(outcome.redirect, init);
  }
  return data(locale ? localizedReply(outcome.data, locale, outcome.keyed) : outcome.data, { status: outcome.status ?? 200, headers: outcome.headers });
}

/** A file the browser saves as `name` instead of showing it; never kept by a cache. */
export function fileResponse(file: OutcomeFile) {
  return new Response(file.body, {
    headers: { "Content-Type": file.type, "Content-Disposition": `attachment; filename="${file.name}"`, "Cache-Control": "no-store" },
  });
}

/** A PDF the browser saves as `filename`. */
export function pdfFileResponse(filename: string, bytes: Uint8Array) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}

/** A page's file download refused: the message as plain text with the error's status. */
export function plainError(error: HttpError) {
  return new Response(`${error.message}\n`, { status: error.status, headers: { ...error.headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The member's JSON document as a file to save. */
export function jsonFile(name: string, body: unknown): OutcomeFile {
  return { name, type: "application/json; charset=utf-8", body: JSON.stringify(body, null, 2) };
}
