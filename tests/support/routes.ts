// Calls route modules' loaders and actions in-process, as the HTTP server would, with a cookie jar.
import type { AppLoadContext } from "react-router";

type Args = { request: Request; params: Record<string, string>; context: AppLoadContext; url: URL; pattern: string };
// Any loader or action: typed route modules accept their own generated args.
type Handler = (args: never) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

export const BASE = "http://localhost:3000";

/** Turns whatever a loader/action returned or threw into a Response. */
export async function toResponse(run: () => unknown): Promise<Response> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return value;
  // React Router's data() helper: { type: "DataWithResponseInit", data, init }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init?: ResponseInit | null };
    return Response.json(data, init ?? undefined);
  }
  if (value instanceof Error) throw value;
  return Response.json(value ?? null);
}

export class Client {
  cookies = new Map<string, string>();
  constructor(public ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {}

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(path: string, init: RequestInit & { json?: unknown; form?: Record<string, string | string[]> } = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = typeof init.json === "string" ? init.json : JSON.stringify(init.json);
    } else if (init.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) {
        for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
      }
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = params;
    }
    return new Request(BASE + path, { ...init, headers, body });
  }

  async call(
    module: RouteModule,
    path: string,
    init: RequestInit & { json?: unknown; form?: Record<string, string | string[]>; params?: Record<string, string> } = {},
  ) {
    const request = this.request(path, init);
    const method = (init.method ?? "GET").toUpperCase();
    const handler = method === "GET" || method === "HEAD" ? module.loader : module.action;
    if (!handler) throw new Error(`No ${method === "GET" ? "loader" : "action"} on route for ${path}`);
    const args: Args = {
      request,
      params: init.params ?? {},
      context: { clientIp: this.ip, cspNonce: "test-nonce" },
      url: new URL(request.url),
      pattern: new URL(request.url).pathname,
    };
    const response = await toResponse(() => (handler as (args: Args) => unknown)(args));
    this.remember(response);
    return response;
  }
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A client carrying a fresh session of the user. */
export async function signedInAs(user: { id: string }) {
  const { createSession } = await import("~/http/session.server");
  const client = new Client();
  client.remember(new Response(null, { headers: { "Set-Cookie": await createSession(user.id, false) } }));
  return client;
}

/** A new user (free unless premium, admin when asked) and a client signed in as them. */
export async function newSignedInUser(options: { admin?: boolean; premium?: boolean; firstName?: string; lastName?: string } = {}) {
  const { insertUser } = await import("~/models/user.server");
  const user = await insertUser({
    email: `u${Math.random().toString(36).slice(2)}@example.test`,
    passwordHash: "x",
    firstName: options.firstName ?? "Ada",
    lastName: options.lastName ?? "Lovelace",
    subscriptionTier: options.premium ? "premium" : "free",
    isAdmin: options.admin ? 1 : 0,
  });
  return { user, client: await signedInAs(user) };
}

/** Just the client of `newSignedInUser`. */
export async function signedInClient(options: Parameters<typeof newSignedInUser>[0] = {}) {
  return (await newSignedInUser(options)).client;
}
