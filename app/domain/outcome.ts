import type { z } from "zod";
import type { toastInputSchema } from "~/domain/toast";

/**
 * What an HTML action answers, turned into the response by `respond()` (app/http/responses.server.ts):
 * data to show the form again with (its values, its errors) and a status, or a redirect carrying a
 * toast; either may add headers (a cookie, Retry-After). The one pattern of every HTML action
 * (docs/architecture.md#html-actions).
 */
export type Outcome<T> =
  | { data: T; status?: number; headers?: HeadersInit }
  | { redirect: string; toast?: z.input<typeof toastInputSchema>; headers?: HeadersInit };
