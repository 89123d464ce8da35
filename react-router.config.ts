import type { Config } from "@react-router/dev/config";

// The site is rendered by the same process that serves the API (src/app/server.ts).
export default {
  appDirectory: "src/web",
  buildDirectory: "dist/web",
  ssr: true,
} satisfies Config;
