// The shape every /api handler shares: the methods it takes, who may call it, the rate limit it
// counts against and the JSON body it reads, then its own work; errors become JSON (apiHandler).
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { requireAdmin, requireUser } from "~/http/guards.server";
import { apiHandler, methodNotAllowed, parseJson } from "~/http/responses.server";
import type { User } from "~/models/user.server";
import { rateLimit, type LimitName } from "~/services/rate-limit.server";

export { methodNotAllowed };

type ApiArgs = { request: Request; params: Record<string, string>; context: AppLoadContext };
type Guard = "user" | "admin" | ((request: Request) => Promise<User>);
type Spec<G, S> = {
  /** The methods the handler takes (an action's); anything else is a 405. */
  method?: string | string[];
  /** Who may call it: guests get 401, members of an admin route 403 (an admin route says so before any 405). */
  guard?: G;
  /** Counted per client address after the guard and before the body is read. */
  limit?: LimitName;
  /** The payload's schema: a body that fails it is a 400 with every field's messages. */
  body?: S;
};
type Given<G, S> = ApiArgs & { user: G extends Guard ? User : undefined; body: S extends z.ZodTypeAny ? z.output<S> : undefined };

/** An /api loader or action: `run` gets the route's arguments with the guarded user and the parsed body. */
export function api<G extends Guard | undefined = undefined, S extends z.ZodTypeAny | undefined = undefined>(
  spec: Spec<G, S>,
  run: (args: Given<G, S>) => Promise<Response>,
) {
  const methods = spec.method === undefined ? null : [spec.method].flat();
  const allowed = (request: Request) => !methods || methods.includes(request.method);
  return async (args: ApiArgs): Promise<Response> => {
    if (spec.guard !== "admin" && !allowed(args.request)) return methodNotAllowed();
    return apiHandler(async () => {
      const guard: Guard | undefined = spec.guard;
      const user = guard && (await (guard === "user" ? requireUser : guard === "admin" ? requireAdmin : guard)(args.request));
      if (!allowed(args.request)) return methodNotAllowed();
      if (spec.limit) await rateLimit(spec.limit, args.context.clientIp);
      const body = spec.body ? await parseJson(args.request, spec.body) : undefined;
      return run({ ...args, user, body } as Given<G, S>);
    });
  };
}
