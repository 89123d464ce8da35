import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header lines of the top-level message, names lower-cased (Subject decoded). */
  headers: Record<string, string>;
  /** The decoded text/plain part. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /**
   * Resolves with the next mail to `to` (or one already received and not yet taken), of those
   * `where` accepts; the mail counts as taken.
   */
  next(to: string, options?: { where?: (mail: ReceivedMail) => boolean; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

function decodePart(headers: string, body: string): string {
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) in a header value. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function splitHead(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return [raw, ""];
  return [raw.slice(0, at), raw.slice(at).replace(/^\r?\n\r?\n/, "")];
}

/** The text/plain part of a (possibly multipart) message, decoded. Enough MIME for our mail. */
export function textOf(raw: string): string {
  const [head, body] = splitHead(raw);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const boundary = unfolded.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return decodePart(unfolded, body);
  for (const part of body.split(`--${boundary}`)) {
    const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ""));
    if (/content-type:\s*multipart\//i.test(partHead)) {
      const nested = textOf(part.replace(/^\r?\n/, ""));
      if (nested) return nested;
    }
    if (/content-type:\s*text\/plain/i.test(partHead)) return decodePart(partHead, partBody);
  }
  return "";
}

function headersOf(raw: string): Record<string, string> {
  const [head] = splitHead(raw);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = decodeWords(line.slice(at + 1).trim());
  }
  return headers;
}

export interface SmtpServerOptions {
  /** Answers the first this many messages with a temporary failure (451), as a busy server does. */
  refuseFirst?: number;
  /** Only messages this accepts are refused (and counted by refuseFirst); all when absent. */
  refuseWhere?: (mail: Pick<ReceivedMail, "headers" | "text">) => boolean;
}

/** A real SMTP server on a free local port, keeping what it receives. */
export async function startSmtpServer({ refuseFirst = 0, refuseWhere = () => true }: SmtpServerOptions = {}): Promise<TestSmtpServer & { refused: number }> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const waiting: { accepts(mail: ReceivedMail): boolean; resolve(mail: ReceivedMail): void }[] = [];
  const taken = new Set<ReceivedMail>();
  const deliver = (mail: ReceivedMail) => {
    const index = waiting.findIndex((w) => w.accepts(mail));
    if (index >= 0) {
      taken.add(mail);
      waiting.splice(index, 1)[0]!.resolve(mail);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        if (refused < refuseFirst && refuseWhere({ headers: headersOf(raw), text: textOf(raw) })) {
          refused++;
          return callback(Object.assign(new Error("Try again later: mailbox busy"), { responseCode: 451 }));
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: headersOf(raw),
          text: textOf(raw),
        };
        received.push(mail);
        deliver(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    next(to, { where = () => true, timeoutMs = 5000 } = {}) {
      const accepts = (mail: ReceivedMail) => mail.to.includes(to) && where(mail);
      const ready = received.find((m) => accepts(m) && !taken.has(m));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ accepts, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
