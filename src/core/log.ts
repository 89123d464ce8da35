import { pino, type DestinationStream, type Level, type Logger } from "pino";
import { contextSlot } from "./async-context.js";

/**
 * The process's logger: one JSON object per line on stdout, errors on stderr (`level` as a word, `time`, `msg`,
 * and the request's `requestId` when a line is written while a request is being answered).
 * LOG_LEVEL chooses how much (README); it is read here, not in config.ts, because scripts and
 * module code log before (or without) a config being read.
 */

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = Level | "silent";

/**
 * LOG_LEVEL when set; otherwise `info`, except under the test runners (vitest sets VITEST), where
 * only warnings and errors are printed so a passing run stays quiet.
 */
export function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const chosen = env.LOG_LEVEL?.trim().toLowerCase();
  if (!chosen) return env.VITEST ? "warn" : "info";
  // A typo must not silently hide the errors: refuse to start, naming the setting and its values.
  if (!(LOG_LEVELS as readonly string[]).includes(chosen)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got '${env.LOG_LEVEL}')`);
  return chosen as LogLevel;
}

interface RequestScope {
  requestId: string;
}
// A slot of the one async context, which the site's render (bundled apart) reads too.
const requestScope = contextSlot<RequestScope>("request");

/** Runs `work` as part of one request: whatever it logs, however deep, carries the request id. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being answered (the one its error answer carries), if any. */
export const currentRequestId = (): string | undefined => requestScope.get()?.requestId;

/** A logger writing to `destination` (stdout for the process; a memory stream in tests). */
export function createLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      // Levels as words ("error"), as the lines were before pino and as DEPLOY.md tells to alert on.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      // `err` (pino's standard serializer: type, message, stack) for thrown values.
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    },
    destination,
  );
}

/**
 * Errors (and fatal) on stderr, everything else on stdout, as console.error and console.log did.
 * Through the process's own streams (not file descriptors of pino's), so a line is out before
 * process.exit and a test can watch what the process prints.
 */
export const log: Logger = createLogger(
  logLevelFrom(process.env),
  pino.multistream(
    [
      { level: "trace", stream: process.stdout },
      { level: "error", stream: process.stderr },
    ],
    { dedupe: true },
  ),
);
