// What the HTTP server hands every loader and action (server/index.ts builds it).
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address: Fly-Client-Ip on Fly, else the socket's peer. Never X-Forwarded-For. */
    clientIp: string;
    /** Per-request nonce for the Content-Security-Policy's script-src. */
    cspNonce: string;
  }
}

export {};
