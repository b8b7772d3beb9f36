import type { z } from "zod";
import type { toastInputSchema } from "~/domain/toast";

/**
 * What an HTML action's service answers, for the route to turn into a response
 * (`respond()` in app/http/responses.server.ts): data to show again with its status, or a redirect
 * carrying a toast. Services stay free of HTTP; the route decides how it travels.
 */
export type Outcome<T> = { data: T; status?: number } | { redirect: string; toast?: z.input<typeof toastInputSchema> };
