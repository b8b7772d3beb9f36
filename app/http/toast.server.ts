import type { z } from "zod";
import { toastInputSchema as toastSchema, type Toast } from "~/domain/toast";
import { COOKIE } from "~/domain/names";
import { readCookie, signedCookie } from "~/http/cookies.server";

export { toastSchema, type Toast };

const toastCookie = signedCookie(COOKIE.toast, { maxAge: 60 });

/** Set-Cookie value carrying a toast across the next redirect. */
export async function flashToast(toast: Toast | z.input<typeof toastSchema>): Promise<string> {
  return toastCookie().serialize(toastSchema.parse(toast));
}

/** Reads the flashed toast and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await readCookie(toastCookie(), request);
  if (!raw) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(raw);
  const clear = await toastCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast: parsed.success ? parsed.data : null, clear };
}
