import { createCookie } from "react-router";
import type { z } from "zod";
import { toastInputSchema as toastSchema, type Toast } from "~/domain/toast";
import { env } from "~/env.server";
import { COOKIE } from "~/domain/names";
import { readCookie } from "~/http/cookies.server";

export { toastSchema, type Toast };

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  return (cookie ??= createCookie(COOKIE.toast, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().NODE_ENV === "production",
    secrets: env().SESSION_SECRETS,
    maxAge: 60,
  }));
}

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
