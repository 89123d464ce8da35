import type { Context, MiddlewareHandler } from "hono";
import { hasSecretKey } from "../http/access.js";
import { clientIp } from "../http/client-address.js";
import type { AppContext } from "../module.js";
import { currentActor, runAsActor, type WriteActor } from "./actor.js";

/**
 * A request sent by the back office: the admin's pages are same-origin, and the browser names
 * the page in Referer (strict-origin-when-cross-origin). A label of where a write came from, not
 * a credential: who wrote is the signed-in subject the policy checked.
 */
function fromAdmin(c: Context): boolean {
  const referer = c.req.header("referer");
  if (!referer) return false;
  try {
    const url = new URL(referer);
    return url.host === new URL(c.req.url).host && /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/.test(url.pathname);
  } catch {
    return false;
  }
}

async function actorOf(c: Context, context: AppContext): Promise<WriteActor> {
  const address = clientIp(c, context.config.trustProxy);
  if (hasSecretKey(c, context.config.secretKey)) return { source: "api-key", address };
  const subjectId = await context.policy.subjectOf?.(c);
  return { source: fromAdmin(c) ? "admin" : "api", subjectId, address };
}

/**
 * Every API request runs in an actor scope: writes anywhere below it (generic routes, module
 * routes, services they call) know who wrote and from where. The actor is settled before the
 * handler runs — a GET may write too (a generated image) — so no transaction ever waits on the
 * caller's token check: on PGlite's single connection that check could not run until the
 * transaction ended. It costs nothing new: the policy resolves the same caller, once per request.
 */
export function requestActor(context: AppContext): MiddlewareHandler {
  return async (c, next) => {
    await runAsActor(
      () => actorOf(c, context),
      async () => {
        // Memoised: the request's writes reuse this answer.
        await currentActor();
        await next();
      },
    );
  };
}
