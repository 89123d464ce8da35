import type { Config } from "@react-router/dev/config";

// The site is rendered by the same process that serves the API (src/app/server.ts).
export default {
  appDirectory: "src/web",
  buildDirectory: "dist/web",
  ssr: true,
  // Three routes in all: the browser gets the whole (hashed, cached) manifest file at once, so no
  // page works out a partial manifest per render (a route match per segment of its path) and no
  // client navigation asks the server for one (/__manifest).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
