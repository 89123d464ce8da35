import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  /** `target` with the proxy's host and port in its place (a redis:// url, say). */
  url: string;
  /** How many connections clients have opened to the proxy so far, refused ones included. */
  readonly attempts: number;
  /** The network drops: every open connection is cut, and new ones are refused until `restore`. */
  cut(): void;
  /**
   * The server's machine vanishes from the network: every open connection is cut, and new ones
   * are taken but never answered (no refusal: a connection attempt waits, as for an unplugged host).
   */
  stall(): void;
  /** The network is back: connections are carried again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server (`target`, a url such as redis://127.0.0.1:6379), for tests
 * that take the network away from one client while the server and its other clients go on.
 */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const upstream = new URL(target);
  // A url may leave its scheme's usual port out (redis://localhost).
  const upstreamPort = Number(upstream.port) || ({ "redis:": 6379, "postgres:": 5432, "postgresql:": 5432 } as Record<string, number>)[upstream.protocol];
  if (!upstreamPort) throw new Error(`no port in ${target}`);
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  let down = false;
  let stalled = false;
  let attempts = 0;
  const server = createServer((client) => {
    attempts++;
    if (down) return void client.destroy();
    if (stalled) {
      held.add(client.on("error", () => undefined).on("close", () => held.delete(client)));
      return;
    }
    const remote = connect(upstreamPort, upstream.hostname);
    const end = () => {
      client.destroy();
      remote.destroy();
      open.delete(client);
      open.delete(remote);
    };
    for (const socket of [client, remote]) {
      open.add(socket);
      socket.on("error", end).on("close", end);
    }
    client.pipe(remote).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    get attempts() {
      return attempts;
    },
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    stall() {
      stalled = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
      stalled = false;
      for (const socket of held) socket.destroy();
    },
    close() {
      for (const socket of [...open, ...held]) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
