export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The theme cookie is plain text (`theme=dark`) so the browser script can set it too. */
export function readTheme(request: Request): Theme {
  const header = request.headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(header);
  return match?.[1] === "dark" ? "dark" : "light";
}

export function serializeTheme(theme: Theme) {
  return `theme=${theme}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`;
}
