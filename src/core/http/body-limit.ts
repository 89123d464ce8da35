import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Refuses a body over `maxSize` before it is read. A body that states its length is judged by
 * that header alone; only a chunked one goes through hono's bodyLimit, which counts as it reads.
 *
 * Not hono's for every body: it asks the request for its body stream to see whether there is one.
 * When the route then answers without reading it (a write refused with 401 before its body is
 * parsed) and the rest of the body arrives after the answer, the stream made from the socket holds
 * it paused; the Node adapter, waiting for the body's end to reuse the connection, closes the
 * socket 500 ms later, under whichever request the keep-alive connection carries by then: in a
 * run of 3,000 refused 100 KB writes, 17 cost the next request on their connection its answer.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counting(c, next);
    return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}
