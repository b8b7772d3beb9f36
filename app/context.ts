// What the HTTP server hands every loader and action (server/index.ts builds it).
import "react-router";

/** A guest's rendered public page, as the server's page cache keeps it (server/page-cache.ts). */
export type KeptPage = {
  html: Buffer;
  /** The nonce the page was rendered with: each copy served gets its own in its place. */
  nonce: string | undefined;
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
  }
}
