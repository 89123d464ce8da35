import type { Hono } from "hono";

export interface Route {
  method: string;
  path: string;
  handlers: unknown[];
}

/** An app's routes by method and path with all their handlers (middleware mounted with use() and the catch-alls are method ALL, not routes). */
export function routeList(app: Hono): Route[] {
  const byKey = new Map<string, Route>();
  for (const { method, path, handler } of app.routes) {
    if (method === "ALL") continue;
    const key = `${method} ${path}`;
    const route = byKey.get(key) ?? { method, path, handlers: [] };
    route.handlers.push(handler);
    byKey.set(key, route);
  }
  return [...byKey.values()];
}
