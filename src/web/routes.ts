import { type RouteConfig, route } from "@react-router/dev/routes";

// Every public url is a host page looked up in the database; only the admin has its own screens
// (before the catch-all; the loader answers 404 when the first segment is not a site language).
export default [
  route(":lang?/admin/*", "routes/admin.tsx", { id: "admin" }),
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
