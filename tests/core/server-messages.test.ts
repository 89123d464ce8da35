import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredPatterns, translateMessage } from "../../src/core/i18n/messages";
import { CYRILLIC, englishWords } from "../helpers/language-check";

/**
 * Every message the server answers a person with exists in Russian too: the browser shows it in
 * the page's language (src/core/i18n/messages.ts). Found by reading the server's sources, so a new
 * message fails here until it is registered in its module's messages.ts, or listed below as one
 * only a program meets.
 */
const SRC = join(import.meta.dirname, "../../src");

/** Messages only a program meets (webhooks from payment providers, trusted servers, the seed), by their source text. */
const PROGRAMS_ONLY = new Set([
  // Payment providers' webhooks: the provider's server reads these, never a person.
  "TransactionId is required",
  "PaymentId is required",
  "Invalid signature",
  "kind: must be one of ${[...KINDS].join(\", \")}",
  "Stripe webhooks are not configured on this site (STRIPE_WEBHOOK_SECRET)",
  "No webhooks for provider '${name}' on this site",
  // The seed runs from the command line, at start.
  "${context}createdAt: '${String(record.createdAt)}' is not a date",
  // An url no screen asks for: a program guessed it.
  "No route ${c.req.method} ${c.req.path}",
]);

/** Samples of messages whose variable part is a word or another message of the server's choosing, not a value. */
const SAMPLES: Record<string, string> = {
  "must be ${DATE_RANGE_MESSAGE}": "must be a date between the years 1 and 9999",
  'must be ${SCHEDULE_VARIANTS.join(" or ")}': "must be smolny-divine or smolny-event",
  "This record is already scheduled to ${action} at ${at.toISOString()}": "This record is already scheduled to unpublish at 2026-12-01T09:00:00.000Z",
  'url: ${error.message.replace(/^src: /, "")}': "url: is not a valid path",
  'Invalid ${where}: ${causes.map((cause) => cause.message).join("; ")}': "Invalid query: limit: must be at most 1",
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["client", "widgets"].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const LITERAL = /`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"/g;
/** A line that sends a message to an HTTP error: each of its literals may be it (a condition picks one, a cause adds one). */
const SENDS = /\b(?:badRequest|conflict|notFound|forbidden|unauthorized)\(|\bHttpError\(\d{3},/;
/** A check's message (zod's `{ error: "…" }`, a refinement's `addIssue({ …, message: "…" })`). */
const CHECK = /(?:\berror|addIssue\(\{[^}]*message): (`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*")/g;
/** A named message (`const INVALID_CODE = "…"`, `const NOT_FOR_SALE = (title: string) => `…``), counted where a line sends it. */
const NAMED = /^\s*(?:export )?const ([A-Z][A-Z0-9_]+) = (?:\([^)]*\) => )?(`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*")/;

interface Sent {
  file: string;
  source: string;
  /** The message with each `${…}` as the value 1, as a test of the catalogue. */
  sample: string;
}

/** The literals of the lines that send a message, checks' messages and named messages sent; a message has a space (a word like "write" in a condition is not one). */
function sentMessages(): Sent[] {
  return sources(SRC).flatMap((path) => {
    const lines = readFileSync(path, "utf8").split("\n");
    const sending = lines.filter((line) => SENDS.test(line));
    const named = lines.flatMap((line) => {
      const match = line.match(NAMED);
      return match && sending.some((send) => new RegExp(`\\b${match[1]}\\b`).test(send)) ? [match[2]!] : [];
    });
    const literals = [...sending.flatMap((line) => [...line.matchAll(LITERAL)].map((m) => m[0])), ...lines.flatMap((line) => [...line.matchAll(CHECK)].map((m) => m[1]!)), ...named];
    return literals
      .filter((literal) => literal.includes(" "))
      .map((literal) => {
        const source = literal.slice(1, -1);
        const text = literal.startsWith('"') ? (JSON.parse(literal) as string) : source.replace(/\\(.)/g, "$1");
        return { file: relative(SRC, path), source, sample: SAMPLES[source] ?? text.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, "1") };
      });
  });
}

/** Every file that registers messages, found by what it calls, as the browser bundles load them. */
function registeringFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return registeringFiles(path);
    return /\.tsx?$/.test(entry.name) && !path.endsWith(join("i18n", "messages.ts")) && /\bdefineMessage(s|Pattern)\(/.test(readFileSync(path, "utf8")) ? [path] : [];
  });
}

beforeAll(async () => {
  for (const file of registeringFiles(SRC)) await import(file);
});

describe("server messages in the page's language", () => {
  it("the scan finds the server's messages", () => {
    const found = sentMessages().map((m) => m.source);
    expect(found.length).toBeGreaterThan(150);
    expect(found).toContain("Invalid credentials");
    expect(found).toContain("A note needs at least one name");
  });

  it("every message a person may meet has a Russian text", () => {
    const untranslated = sentMessages()
      .filter(({ source }) => !PROGRAMS_ONLY.has(source))
      .filter(({ sample }) => !CYRILLIC.test(translateMessage(sample, "ru")))
      .map(({ file, source }) => `${file}: ${source}`);
    expect(untranslated).toEqual([]);
  });

  it("lists as programs-only, and gives samples for, only messages the server still sends", () => {
    const sources = new Set(sentMessages().map((m) => m.source));
    expect([...PROGRAMS_ONLY, ...Object.keys(SAMPLES)].filter((source) => !sources.has(source))).toEqual([]);
  });

  it("the Russian texts of messages with variable parts say no English, and keep the parts", () => {
    const problems = registeredPatterns().filter(({ phrase }) => !CYRILLIC.test(phrase.ru) || englishWords(phrase.ru.replace(/\{\d\}/g, "")).length || CYRILLIC.test(phrase.en));
    expect(problems.map(({ pattern }) => String(pattern))).toEqual([]);
    expect(translateMessage("No order 7f1c", "ru")).toContain("7f1c");
  });

  it("translates a field's message and each part of a joined one, and keeps what it does not know", () => {
    expect(translateMessage("slug: is required", "ru")).toBe("Обязательное поле");
    expect(translateMessage("Invalid input: email: is required; password: must be at least 8", "ru")).toBe("Проверьте введённые данные: Обязательное поле; Не меньше 8");
    expect(translateMessage("something no server says", "ru")).toBe("something no server says");
    expect(translateMessage("slug: is required", "en")).toBe("slug: is required");
  });
});
