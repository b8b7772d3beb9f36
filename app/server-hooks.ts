// What the HTTP server (server/index.ts) calls in the app's build: one interface, exported whole by
// the server entry (app/entry.server.tsx) as `serverHooks`. A renamed or missing hook fails the
// typecheck there, and a build without them stops the server at start instead of quietly
// turning a feature off.
import type { ServerBuild } from "react-router";

export type ServerHooks = {
  /** Before listening: opens the database, which applies pending migrations; the names applied. */
  migrateOnStart(): string[];
  /** Once listening: builds the place index before a user needs it; milliseconds spent. */
  warmUp(): number;
  /** The tag of the member's page a GET asks for, made before rendering (app/routes/member-page-tag.server.ts); undefined for any other request. */
  memberPageTag(request: Request, build: string): Promise<string | undefined>;
  /** The page cache served an article without running its loader: count the view. */
  recordCachedView(postId: string): void;
  /** With METRICS_PORT set: registers the metrics read from the database (app/services/operations.server.ts). */
  registerMetrics(): void;
  /** On SIGTERM, once in-flight requests are done. */
  shutdown(): Promise<void>;
};

export function serverHooks(build: ServerBuild): ServerHooks {
  const hooks = (build.entry.module as { serverHooks?: ServerHooks }).serverHooks;
  if (!hooks) throw new Error("The app build's server entry exports no serverHooks (app/server-hooks.ts)");
  return hooks;
}
