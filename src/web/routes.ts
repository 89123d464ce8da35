import { type RouteConfig, route } from "@react-router/dev/routes";

// Every public url is a host page looked up in the database; only the admin has its own screens.
export default [
  route("*", "routes/page.tsx"),
] satisfies RouteConfig;
