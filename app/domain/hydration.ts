// How a page's document is served (decision record 004): a route may say its document ships without
// the framework's JavaScript, and name its own enhancement script. Read by the root layout (which
// scripts to write) and by the document renderer (how to render), from the matched routes.

export type HydrationHandle = { hydrate?: boolean | ((data: unknown) => boolean); enhance?: string | ((data: unknown) => string | undefined) };

/** A matched route's handle and loader data. */
export type MatchedRoute = { handle: unknown; data: unknown };

/** Whether the document loads the framework's JavaScript: not when any matched route says no. */
export function documentHydrates(matches: readonly MatchedRoute[]): boolean {
  return !matches.some((match) => {
    const wanted = (match.handle as HydrationHandle | undefined)?.hydrate;
    return typeof wanted === "function" ? !wanted(match.data) : wanted === false;
  });
}

/** The pages' own scripts of a document served without the framework (after the common one, app/browser/scripts.ts). */
export function enhancementScripts(matches: readonly MatchedRoute[]): string[] {
  return matches
    .map((match) => {
      const enhance = (match.handle as HydrationHandle | undefined)?.enhance;
      return typeof enhance === "function" ? enhance(match.data) : enhance;
    })
    .filter((src): src is string => Boolean(src));
}
