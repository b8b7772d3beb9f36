import { createHmac } from "node:crypto";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { viewMessages } from "~/i18n/messages.server";
import { ServerCatalogs } from "~/i18n/text-context";
import { contentSecurityPolicy, inlineScriptHashes } from "~/security.server";
import "~/context";
import { warmPlaceIndex } from "~/astrology";
import { closeDb, startDatabase } from "~/db.server";
import { flushViews, recordView } from "~/services/blog.server";
import { warmReportFonts } from "~/services/report-pdf.server";
import { COOKIE, VIEW_ID_HEADER } from "~/domain/names";
import { installLogRedaction } from "~/log.server";
import type { ServerHooks } from "~/server-hooks";
import { MEMBER_TAG_HEADER } from "~/pwa/offline";
import { getUser } from "~/http/guards.server";
import { withInstallableApp } from "~/pwa/head.server";
import { documentHydrates, type MatchedRoute } from "~/domain/hydration";
import { appendVary, compressDocument } from "~/http/compression.server";
import { withInlineStyles } from "~/http/inline-styles.server";
import { contentTag, notModified, notModifiedHeaders, representationTag } from "~/http/entity-tag.server";
import { memberPageTag } from "~/routes/member-page-tag.server";
import { env } from "~/env.server";
import { registerOperationsMetrics } from "~/services/operations.server";
import { reportError } from "~/services/error-reporting.server";
import { scopeOf } from "~/request-scope.server";

/** Where React's string renderer left a boundary to the browser (it suspended or failed). */
const SUSPENDED_BOUNDARY = "<!--$!-->";

installLogRedaction();

export const streamTimeout = 5_000;

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${COOKIE.session}=([^;]*)`);

/**
 * Pages and data rendered with a session cookie stay out of every shared and browser cache; those of
 * a live session name their member by a keyed hash of the member's id, so the service worker keeps
 * copies for that member only, and drops them on any answer rendered for nobody (app/pwa/offline.ts).
 * A member's page that has a tag (`memberTag`, made before its loaders ran: app/routes/member-page-tag.server.ts)
 * may be kept by the member's browser and revalidated: `private, no-cache` and that ETag.
 */
async function keepPrivate(request: Request, headers: Headers, revalidated = false) {
  if (!SIGNED_IN.test(request.headers.get("cookie") ?? "")) return;
  headers.set("Cache-Control", revalidated ? "private, no-cache" : "private, no-store");
  if (revalidated) appendVary(headers, "Cookie");
  const user = await getUser(request);
  if (user) headers.set(MEMBER_TAG_HEADER, memberTag(user.id));
}

function memberTag(userId: string) {
  return createHmac("sha256", env().SESSION_SECRET).update(`kept-pages|${userId}`).digest("base64url").slice(0, 22);
}

/** The matched routes' handles and loader data, as the layout reads them (app/domain/hydration.ts). */
function matchedRoutes(context: EntryContext): MatchedRoute[] {
  const { matches, loaderData } = context.staticHandlerContext;
  return matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle, data: loaderData[match.route.id] }));
}

const ms = (duration: number) => duration.toFixed(1);

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await keepPrivate(request, response.headers);
  response.headers.delete(VIEW_ID_HEADER);
  return response;
};

/** The headers a kept page is served with again. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-security-policy", "link"];
const keptHeaders = (headers: Headers) => KEPT_HEADERS.flatMap((name): [string, string][] => (headers.has(name) ? [[name, headers.get(name)!]] : []));

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Loaders have run (since the server handed the request over); rendering starts.
  const renderStarted = performance.now();
  const loaderMs = loadContext.startedAt === undefined ? null : renderStarted - loadContext.startedAt;
  const memberPage = responseStatusCode === 200 && !responseHeaders.has("set-cookie") ? loadContext.memberTag : undefined;
  await keepPrivate(request, responseHeaders, memberPage !== undefined);
  // The article a page shows is told to the page cache, never to the client.
  const viewId = responseHeaders.get(VIEW_ID_HEADER) ?? undefined;
  responseHeaders.delete(VIEW_ID_HEADER);
  const declaredPublic = /\bpublic\b/.test(responseHeaders.get("Cache-Control") ?? "");
  // A page its loader declared public, asked for without any cookie (no session, zone, place, theme
  // or toast to make it someone's own), is the same document for every such visitor: no nonce (its
  // scripts are the site's files and its own inline ones, allowed by hash), a strong ETag, and a CDN
  // may keep it as it is, apart for each Cookie header (a visitor's zone is in the address, or in a
  // cookie and then never shared).
  const cookieless = (request.headers.get("cookie") ?? "").trim() === "";
  const matched = matchedRoutes(routerContext);
  const hydrates = documentHydrates(matched);
  const shared = declaredPublic && cookieless && responseStatusCode === 200;
  const nonce = shared ? undefined : loadContext.cspNonce;
  if (shared) appendVary(responseHeaders, "Cookie");
  appendVary(responseHeaders, "Accept-Encoding");
  if (nonce !== undefined) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
  // Any other document carries this response's nonce, so no shared cache may keep it.
  if (declaredPublic && nonce !== undefined) responseHeaders.set("Cache-Control", "private, no-cache");
  // A shared page is handed to the server's page cache (server/page-cache.ts).
  const keep = shared && !responseHeaders.has("set-cookie") ? loadContext.keepPage : undefined;

  // A page script that sends a form and asks for JSON (the Preferences dialog, app/browser/preferences.ts)
  // gets the action's answer as data, not the page drawn with it.
  const actionData = routerContext.staticHandlerContext.actionData;
  if (actionData && /\bapplication\/json\b/.test(request.headers.get("accept") ?? "")) {
    return Response.json(Object.values(actionData)[0] ?? null, { status: responseStatusCode, headers: responseHeaders });
  }

  if (request.method.toUpperCase() === "HEAD") {
    if (shared) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes: [] }));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const document = (
    <NonceProvider value={nonce}>
      <ServerCatalogs.Provider value={viewMessages}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerCatalogs.Provider>
    </NonceProvider>
  );
  const send = (html: Buffer<ArrayBuffer>) => {
    // A page the framework hydrates keeps its stylesheet link: React expects the element it rendered.
    const installable = withInstallableApp(html, nonce);
    const { html: body, sheets } = hydrates ? { html: installable, sheets: [] } : withInlineStyles(installable);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Content-Length", String(body.length));
    const timing = [loaderMs === null ? null : `loader;dur=${ms(loaderMs)}`, `render;dur=${ms(performance.now() - renderStarted)}`];
    responseHeaders.set("Server-Timing", timing.filter(Boolean).join(", "));
    // A shared page's tag is its bytes; a member's was made before the loaders, from what the page shows.
    const tag = shared ? contentTag(body) : memberPage;
    if (shared) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) }));
    keep?.({ html: body, tag: tag!, viewId, headers: keptHeaders(responseHeaders) });
    if (tag !== undefined) {
      const held = notModified(request.headers.get("if-none-match"), tag);
      if (held !== undefined) {
        responseHeaders.set("ETag", held);
        return new Response(null, { status: 304, headers: notModifiedHeaders(responseHeaders) });
      }
    }
    const sent = compressDocument(body, request.headers.get("accept-encoding"), env().COMPRESSION_LEVEL, responseHeaders, sheets);
    if (tag !== undefined) responseHeaders.set("ETag", representationTag(tag, responseHeaders.get("Content-Encoding")));
    return new Response(sent, { headers: responseHeaders, status: responseStatusCode });
  };

  // A document without the framework's scripts waits on nothing while it renders (no hydration data
  // to stream, no view loaded lazily on the server): React's string renderer writes it in one pass,
  // at about half the cost of encoding the stream's small chunks (decision record 008). Should a
  // boundary ever suspend (its marker in the output), the streaming renderer below renders it whole.
  if (!hydrates) {
    const html = renderToString(document);
    if (!html.includes(SUSPENDED_BOUNDARY)) return send(Buffer.from(`<!DOCTYPE html>${html}`));
  }

  // The whole document is rendered, then sent as one chunk. Every loader has finished before the
  // render starts (no deferred data), so streaming would gain nothing, while each streamed chunk
  // cost a compression flush of its own: one chunk is compressed once (decision record 008).
  let shellRendered = false;
  const stream = await renderToReadableStream(document, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // Every Suspense boundary (the hydration data) is written in place. React's default moves a
    // boundary over 12,800 bytes out of place, shown by a script: the tab would stay empty without JavaScript.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await stream.allReady;
  return send(Buffer.from(await new Response(stream).arrayBuffer()));
}

/** Logs server errors; a client's mistake (405 for a method a page has no action for, 404…) is not one. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
  reportError(error, { requestId: scopeOf(request).requestId });
};

export const serverHooks: ServerHooks = {
  migrateOnStart: () => startDatabase(),
  warmUp() {
    const started = Date.now();
    warmPlaceIndex();
    // Then the report fonts, a moment after the server has begun to answer (a parse of a few
    // seconds would otherwise fall on the first member to download a PDF).
    setTimeout(() => {
      try {
        warmReportFonts();
      } catch (error) {
        console.error("[pdf] font warm-up failed", error);
      }
    }, 2_000).unref();
    return Date.now() - started;
  },
  memberPageTag: (request, build) => memberPageTag(request, build),
  recordCachedView: (postId) => recordView(postId),
  registerMetrics: () => registerOperationsMetrics(),
  async shutdown() {
    // Views counted since the last batch would be lost with the process.
    await flushViews().catch((error) => console.error("[blog] view count flush failed", error));
    await closeDb();
  },
};
