import { isApiError } from "./api";
import { documentLanguage } from "../i18n/texts";
import { translateMessage } from "../i18n/messages";

/**
 * What a failed call says to a person: the server's own message ('Invalid credentials', not the
 * client's 'message | 401 | Unauthorized'), in the page's language when it is a known message
 * (../i18n/messages.ts), else as it is.
 */
export function errorText(error: unknown, language = documentLanguage()): string {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | undefined;
    if (error.kind === "http" && typeof body?.error === "string" && body.error) return translateMessage(body.error, language);
    return error.message;
  }
  return translateMessage(error instanceof Error ? error.message : String(error), language);
}
