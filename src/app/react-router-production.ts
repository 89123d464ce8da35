import type { ResolveHook } from "node:module";

/**
 * A module resolve hook (node:module `register`, from dist/server.js): React Router's package
 * exports only its development build to Node (remix-run/react-router#14102), whose checks cost
 * ~4% of an uncached page's CPU. The browser bundle takes the production build (vite.config.ts),
 * and with this the server does too: every import of react-router resolves to the same
 * production file, so the server and the site's server build share one copy.
 */
export const resolve: ResolveHook = async (specifier, context, next) => {
  const resolved = await next(specifier, context);
  const development = "/react-router/dist/development/";
  if (!resolved.url.includes(development)) return resolved;
  return { ...resolved, url: resolved.url.replace(development, "/react-router/dist/production/") };
};
