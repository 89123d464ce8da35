import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Every public url is a host page looked up in the database; only the admin has its own screens
// (before the catch-all; the loader answers 404 when the first segment is not a site language).
export default [
  route(":lang?/admin/*", "routes/admin.tsx", { id: "admin" }),
  // A splat route does not match the bare '/', the address people type: it is the same page,
  // resolved as the default language's home.
  index("routes/page.tsx", { id: "home" }),
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
