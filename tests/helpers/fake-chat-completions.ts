import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of an OpenAI-compatible chat-completions API that streams (server-sent
 * `chat.completion.chunk`s, then `[DONE]`), for the agent's API and browser tests.
 * - "ok": streams `pieces`; with `holdAfterFirst` it sends the first piece and waits for
 *   `release()` before the rest, so a test can see a partial answer on its way.
 * - "fail": answers `failStatus` (500 unless set: 400, 401, 429... for the API's refusals).
 * - "hang": sends one piece and never finishes (the agent's timeout).
 */
export type FakeMode = "ok" | "fail" | "hang";

export interface FakeChatCompletions {
  /** The API's base url (what AI_BASE_URL is set to), ending in /v1. */
  baseUrl: string;
  host: string;
  mode: FakeMode;
  pieces: string[];
  holdAfterFirst: boolean;
  /** The status a "fail" answers. */
  failStatus: number;
  /** Every request: path, Authorization header and JSON body. */
  asked: { path: string | undefined; auth: string | undefined; body: any }[];
  /** Lets held answers finish. */
  release(): void;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

async function bodyOf(request: IncomingMessage) {
  let text = "";
  for await (const piece of request) text += piece;
  return JSON.parse(text);
}

export async function startFakeChatCompletions(pieces: string[], port = 0): Promise<FakeChatCompletions> {
  const open = new Set<ServerResponse>();
  let released!: () => void;
  let releasing = new Promise<void>((resolve) => (released = resolve));
  const fake: FakeChatCompletions = {
    baseUrl: "",
    host: "",
    mode: "ok",
    pieces,
    holdAfterFirst: false,
    failStatus: 500,
    asked: [],
    release() {
      released();
      releasing = new Promise<void>((resolve) => (released = resolve));
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    void (async () => {
      fake.asked.push({ path: request.url, auth: request.headers.authorization, body: await bodyOf(request) });
      if (fake.mode === "fail") {
        const message = fake.failStatus >= 500 ? "the model is down" : "the request was refused";
        response.writeHead(fake.failStatus, { "content-type": "application/json" }).end(JSON.stringify({ error: { message, type: "invalid_request_error" } }));
        return;
      }
      open.add(response);
      response.once("close", () => open.delete(response));
      response.writeHead(200, { "content-type": "text/event-stream" });
      if (fake.mode === "hang") {
        response.write(chunk("Минуту"));
        return;
      }
      const [first, ...rest] = fake.pieces;
      if (first !== undefined) response.write(chunk(first));
      if (fake.holdAfterFirst) await releasing;
      for (const piece of rest) response.write(chunk(piece));
      response.end("data: [DONE]\n\n");
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  fake.host = `127.0.0.1:${bound}`;
  fake.baseUrl = `http://${fake.host}/v1`;
  return fake;
}
