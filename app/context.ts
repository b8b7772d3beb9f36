// What the HTTP server hands every loader and action (server/index.ts builds it).
import "react-router";

/** A guest's rendered public page, as the server's page cache keeps it (server/page-cache.ts). */
export type KeptPage = {
  /** The document, uncompressed: the same bytes for every visitor (no nonce). */
  html: Buffer;
  /** Its entity tag, unquoted (app/http/entity-tag.server.ts). */
  tag: string;
  headers: [string, string][];
  /** The article the page shows, so a view served from the cache is counted too. */
  viewId?: string;
};

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address: Fly-Client-Ip on Fly, else the socket's peer. Never X-Forwarded-For. */
    clientIp: string;
    /** Per-request nonce for the Content-Security-Policy's script-src. */
    cspNonce: string;
    /** Given only for a request the page cache may answer later (no cookie, the routed spelling, no query). */
    keepPage?: (page: KeptPage) => void;
    /** A member's page: its tag, made before the loaders ran (server/revalidation.ts), sent as its ETag. */
    memberTag?: string;
    /** When the server handed the request to the router (performance.now()): the loaders' time in Server-Timing. */
    startedAt?: number;
  }
}
