import { isbot } from "isbot";

/**
 * Whether a request is no person's page view: crawlers, scripts and headless tools (isbot's list,
 * which names HeadlessChrome, curl, python-requests and the like), an empty user agent, and
 * pages the browser fetches ahead of a possible click (`Sec-Purpose: prefetch` from Chromium's
 * speculation rules and <link rel=prefetch>, `Purpose: prefetch` from older browsers).
 * The browser suite runs Chromium with Playwright's "Desktop Chrome" device, whose user agent is
 * an ordinary Chrome's, so those visits count like any reader's (e2e/analytics.spec.ts needs it).
 */
export function isBotRequest(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-moz") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return true;
  const agent = headers.get("user-agent") ?? "";
  return !agent.trim() || isbot(agent);
}
