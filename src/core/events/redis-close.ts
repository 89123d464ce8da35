import type { Redis } from "ioredis";

/**
 * Ends a Redis client for good. QUIT lets a connected client finish what it sent; but while the
 * connection is lost QUIT only waits in the offline queue, and the client would go on reconnecting
 * (and logging) after its owner had closed. So a client that is not connected is cut at once, and
 * one whose QUIT fails is cut too.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== "ready") return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
