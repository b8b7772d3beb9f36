// The service worker (/sw.js, built by scripts/build-server.mjs with Workbox's injectManifest).
// - The app shell (the build's scripts, styles, fonts, icons and the offline page) is precached.
// - The member's chart page and its data (every tab, today's reading, the year ahead) go to the
//   network first; the last copy seen is kept and shown when offline, labelled "Offline — as of …".
// - Anything else that fails offline shows the offline page.
// - Kept copies belong to one session: each page and data response names its session (a hash,
//   SESSION_TAG_HEADER); a response of another session, or of nobody (signed out), drops them.
// - Web push: the daily insight (and the settings' test message) arrives as an encrypted JSON
//   { title, body, url, tag } (app/services/push.server.ts) and is shown as a notification; a tap
//   focuses a tab of the site on its URL, or opens one.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler, setDefaultHandler } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { APP_ICONS } from "./manifest";
import { isKeptPage, offlineBannerHtml, SESSION_TAG_HEADER } from "./offline";

type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };
type Client = { postMessage(message: unknown): void };
type WindowClient = Client & { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };
type PushEvent = ExtendableEvent & { data: { json(): unknown; text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: { close(): void; data: unknown } };
declare const self: {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<Client | undefined>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: { showNotification(title: string, options: { body: string; tag: string; icon: string; badge: string; data: unknown }): Promise<void> };
};

const KEPT_CACHE = "kept-pages";
const SESSION_ENTRY = "/__kept-session";
const OFFLINE_PAGE = "/offline.html";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

const isPageOrData = (request: Request) => request.mode === "navigate" || new URL(request.url).pathname.endsWith(".data");

/** Keeps the kept copies only while responses come from the session they were kept for. */
async function adoptSession(tag: string) {
  const cache = await caches.open(KEPT_CACHE);
  const stored = await cache.match(SESSION_ENTRY);
  if (stored && (await stored.text()) === tag) return;
  await caches.delete(KEPT_CACHE);
  if (tag) await (await caches.open(KEPT_CACHE)).put(SESSION_ENTRY, new Response(tag));
}

async function clientOf(event: unknown) {
  const clientId = (event as { clientId?: string } | undefined)?.clientId;
  return clientId ? self.clients.get(clientId) : undefined;
}

const sessionWatch: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (isPageOrData(request) && response.type === "basic" && !response.redirected) await adoptSession(response.headers.get(SESSION_TAG_HEADER) ?? "");
    return response;
  },
};

const keptCopies: WorkboxPlugin = {
  // Fresh data for a tab opened in the page: a label shown earlier no longer applies.
  async fetchDidSucceed({ request, response, event }) {
    if (request.mode !== "navigate" && response.ok) (await clientOf(event))?.postMessage({ type: "fresh-copy" });
    return response;
  },
  // Only the member's own page, whole: no redirect to sign in, no error page.
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.headers.get(SESSION_TAG_HEADER) ? response : null),
  // Read from the cache only when the network failed: the copy says so, and since when.
  async cachedResponseWillBeUsed({ cachedResponse, request, event }) {
    if (!cachedResponse) return cachedResponse;
    const asOf = new Date(cachedResponse.headers.get("date") ?? Date.now());
    if (request.mode !== "navigate") {
      // Data for a tab opened in the page: the page shows the label itself.
      (await clientOf(event))?.postMessage({ type: "offline-copy", asOf: asOf.toISOString(), html: offlineBannerHtml(asOf) });
      return cachedResponse;
    }
    const html = (await cachedResponse.text()).replace(/<body[^>]*>/, (body) => body + offlineBannerHtml(asOf));
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};

registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isKeptPage(url.pathname) && request.method === "GET",
  new NetworkFirst({ cacheName: KEPT_CACHE, plugins: [sessionWatch, keptCopies] }),
);
setDefaultHandler(new NetworkOnly({ plugins: [sessionWatch] }));
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// ---- Web push ------------------------------------------------------------------------------------------

const DAILY_PATH = "/profile?tab=daily";

/** A URL of this site to open from a notification; anything else becomes the Daily tab. */
function ownUrl(value: unknown): string {
  try {
    const url = new URL(String(value), self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // Not a URL: fall through.
  }
  return new URL(DAILY_PATH, self.location.origin).href;
}

function pushMessage(event: PushEvent): { title: string; body: string; url: string; tag: string } {
  let data: Record<string, unknown> = {};
  try {
    data = (event.data?.json() ?? {}) as Record<string, unknown>;
  } catch {
    data = { body: event.data?.text() ?? "" };
  }
  const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value : fallback);
  return {
    title: text(data.title, "Three Skies"),
    body: text(data.body, "Your daily insight is ready."),
    url: ownUrl(data.url ?? DAILY_PATH),
    tag: text(data.tag, "three-skies"),
  };
}

self.addEventListener("push", (event) => {
  const message = pushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: APP_ICONS[0].src,
      badge: APP_ICONS[0].src,
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tab = tabs.find((client) => client.url === url) ?? tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (!tab) return void (await self.clients.openWindow(url));
      const focused = await tab.focus();
      if (focused.url !== url) await focused.navigate(url);
    })(),
  );
});
