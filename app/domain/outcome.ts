import type { z } from "zod";
import type { Keyed } from "~/domain/errors";
import type { toastInputSchema } from "~/domain/toast";

/** A file an action answers with (the browser saves it): its name, media type and bytes. */
export type OutcomeFile = { name: string; type: string; body: string | Uint8Array<ArrayBuffer> };

/**
 * What an HTML action answers, turned into the response by `respond()` (app/http/responses.server.ts):
 * data to show the form again with (its values, its errors) and a status, or a redirect carrying a
 * toast, or a file to save; data and redirects may add headers (a cookie, Retry-After), a refusal its keyed
 * message (`shown`). The one pattern of every HTML action (docs/architecture.md#html-actions).
 */
export type Outcome<T> =
  | { data: T; status?: number; headers?: HeadersInit; keyed?: Keyed }
  | { redirect: string; toast?: z.input<typeof toastInputSchema>; headers?: HeadersInit; status?: 302 | 303 }
  | { file: OutcomeFile };
