// The service worker (/sw.js, built by scripts/build-server.mjs with Workbox's injectManifest).
// - The app shell (the build's scripts, styles, fonts, icons and the offline page) is precached.
// - The member's chart, at "/" (where members land) and at "/profile", each tab (`?tab=…`) and its data
//   (today's reading, the year ahead), goes to the network first; the last copy seen is kept and
//   shown when offline, labelled "Offline — as of …" (isKeptPage: which addresses).
// - Anything else that fails offline shows the offline page.
// - Kept copies belong to one member, in a cache of their own ("kept-pages:" and the member's tag,
//   MEMBER_TAG_HEADER on each page and data response of a live session), and are read only while
//   that member is the one the worker last heard from. Whatever passes through the worker — reads
//   and writes alike — tells it when nobody is signed in (memberOf: a sign-out, a 401, the sign-in
//   page, a page rendered for nobody): every kept copy goes at once.
// - Web push: the daily insight (and the settings' test message) arrives as an encrypted JSON
//   { title, body, url, tag } (app/services/push.server.ts) and is shown as a notification; a tap
//   focuses a tab of the site on its URL, or opens one.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler, setDefaultHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";
import { APP_ICONS } from "./manifest";
import { isKeptPage, MEMBER_TAG_HEADER, memberOf, offlineBannerHtml } from "./offline";

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

const KEPT_PREFIX = "kept-pages:";
/** The one entry naming whose copies may be read: the member's tag, or "" for nobody. */
const MEMBER_CACHE = "kept-member";
const MEMBER_ENTRY = "/__kept-member";
const OFFLINE_PAGE = "/offline.html";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

async function currentMember(): Promise<string> {
  const entry = await caches.match(MEMBER_ENTRY, { cacheName: MEMBER_CACHE });
  return entry ? entry.text() : "";
}

/** From now on only `member`'s copies may be read ("" for nobody); everyone else's are deleted. */
async function adoptMember(member: string) {
  if ((await currentMember()) !== member) await (await caches.open(MEMBER_CACHE)).put(MEMBER_ENTRY, new Response(member));
  // "kept-pages" without a member: the copies of an earlier worker, kept by session.
  for (const name of await caches.keys()) if ((name === "kept-pages" || name.startsWith(KEPT_PREFIX)) && name !== KEPT_PREFIX + member) await caches.delete(name);
}

async function learnFrom(request: Request, response: Response) {
  const member = memberOf(request, response, self.location.origin);
  if (member !== null) await adoptMember(member);
}

async function clientOf(event: unknown) {
  const clientId = (event as { clientId?: string } | undefined)?.clientId;
  return clientId ? self.clients.get(clientId) : undefined;
}

/** The signed-in member's last copy of a kept page, labelled since when; none for anyone else. */
async function keptCopy(request: Request, event: unknown): Promise<Response | undefined> {
  const member = await currentMember();
  if (!member) return undefined;
  const cached = await caches.match(request, { cacheName: KEPT_PREFIX + member });
  if (!cached) return undefined;
  const asOf = new Date(cached.headers.get("date") ?? Date.now());
  if (request.mode !== "navigate") {
    // Data for a tab opened in the page: the page shows the label itself.
    (await clientOf(event))?.postMessage({ type: "offline-copy", asOf: asOf.toISOString(), html: offlineBannerHtml(asOf) });
    return cached;
  }
  const html = (await cached.text()).replace(/<body[^>]*>/, (body) => body + offlineBannerHtml(asOf));
  return new Response(html, { status: 200, headers: cached.headers });
}

// The member's chart at "/" and "/profile" and its data: the network first; its last copy when the network fails.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isKeptPage(url) && request.method === "GET",
  async ({ request, event }) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const kept = await keptCopy(request, event);
      if (kept) return kept;
      throw error;
    }
    await learnFrom(request, response);
    // Only the member's own page, whole (no redirect to sign in, no error page), in their own cache.
    const member = response.headers.get(MEMBER_TAG_HEADER);
    if (member && response.status === 200 && response.type === "basic") await (await caches.open(KEPT_PREFIX + member)).put(request, response.clone());
    // Fresh data for a tab opened in the page: a label shown earlier no longer applies.
    if (request.mode !== "navigate" && response.ok) (await clientOf(event))?.postMessage({ type: "fresh-copy" });
    return response;
  },
);

// Everything else goes to the network as it is; its answer is still read for who is signed in —
// writes too, so a sign-out by fetch or a 401 to a form drops the kept copies.
const listening = new NetworkOnly({ plugins: [{ fetchDidSucceed: async ({ request, response }) => (await learnFrom(request, response), response) } satisfies WorkboxPlugin] });
setDefaultHandler(listening);
for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) registerRoute(() => true, listening, method);
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
