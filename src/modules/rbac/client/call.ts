import { toast } from "../../../core/ui/toast";
import { isApiError } from "../../../core/client/api";

/** The server's own message ('Invalid credentials'), else the error's. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | undefined;
    if (error.kind === "http" && body && typeof body.error === "string" && body.error) return body.error;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
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
