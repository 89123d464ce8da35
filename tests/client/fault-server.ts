import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server does with one request. */
export type Reply =
  | { status: number; json?: unknown; text?: string; delayMs?: number }
  /** Never answers (the client must time out). */
  | "hang"
  /** Closes the socket without an answer. */
  | "destroy";

export interface Hit {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FaultServer {
  url: string;
  port: number;
  hits: Hit[];
  /** Most requests being handled at the same time. */
  readonly maxInFlight: number;
  /** Replies for `METHOD /path` (no query), used in order; then `fallback`. */
  plan(route: string, replies: Reply[]): void;
  fallback: (hit: Hit) => Reply;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that fails on purpose, as planned by the test. */
export async function startFaultServer(port = 0): Promise<FaultServer> {
  const plans = new Map<string, Reply[]>();
  const hits: Hit[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const state: FaultServer = {
    url: "",
    port: 0,
    hits,
    get maxInFlight() {
      return maxInFlight;
    },
    plan(route, replies) {
      plans.set(route, [...replies]);
    },
    fallback: () => ({ status: 404, json: { error: "No plan", status: 404, requestId: "", cause: [] } }),
    close: () => close(server),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const hit: Hit = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() };
      hits.push(hit);
      const route = `${hit.method} ${hit.url.split("?")[0]}`;
      const reply = plans.get(route)?.shift() ?? state.fallback(hit);
      if (reply === "hang") return;
      if (reply === "destroy") return void req.socket.destroy();
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        if (reply.json !== undefined) {
          res.writeHead(reply.status, { "content-type": "application/json" });
          res.end(JSON.stringify(reply.json));
        } else {
          res.writeHead(reply.status, { "content-type": "text/plain" });
          res.end(reply.text ?? "");
        }
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}`;
  return state;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await close(server);
  return port;
}

export const errorBody = (status: number, error: string, causes: string[] = []) => ({
  error,
  status,
  requestId: "req-1",
  cause: causes.map((message) => ({ message })),
});

export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("until: timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
