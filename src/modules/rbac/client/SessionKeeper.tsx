import { useEffect } from "react";
import { startSessionKeeper } from "./session";

/**
 * Keeps the browser's session (no visible UI): mounted once, in the root of the site. See
 * ./session.ts for the rules. `languages` lets a failed refresh go to '/' in the page's language.
 */
export function SessionKeeper({ languages }: { languages?: readonly string[] }) {
  const key = languages?.join(",") ?? "";
  useEffect(() => startSessionKeeper({ languages: key ? key.split(",") : [] }), [key]);
  return null;
}
