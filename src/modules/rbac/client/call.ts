import { toast } from "../../../core/ui/toast";
import { isApiError } from "../../../core/client/api";
import { errorText } from "../../../core/client/error-text";
import { textsOf } from "../widgets/texts";
import "../messages";

/**
 * The server's own message ('Invalid credentials'), else the error's, in the page's language when
 * the message is a known one (../messages.ts; others as they are). A 429 (too many attempts) is
 * said in the page's language, with the wait the server gave.
 */
export function errorMessage(error: unknown, language = globalThis.document?.documentElement.lang): string {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | undefined;
    const wait = error.status === 429 && typeof body?.error === "string" ? body.error.match(/(\d+) seconds?/)?.[1] : undefined;
    if (wait) return textsOf(language).tooManyAttempts.replace("{seconds}", wait);
  }
  return errorText(error, language);
}

/** Shows a failed call as an error toast with the server's message, and rethrows (SPEC §8). */
export async function call<T>(work: Promise<T>, options: { muted?: boolean } = {}): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!options.muted) toast.error(errorMessage(error));
    throw error;
  }
}
