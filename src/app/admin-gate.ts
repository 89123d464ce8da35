import type { Hono } from "hono";
import { adminEntities } from "../core/admin/server.js";
import type { AdminGate } from "../core/admin/types.js";

const ME = "/api/rbac/subjects/authentication/me";

interface Me {
  id: string;
  identities?: { email?: string | null; account?: string | null }[];
  roles?: { slug?: string }[];
}

/**
 * Who is asking for the admin: the API itself decides (in-process, with the request's cookie
 * or bearer token), never the page. 'admin' when GET /api/admin/entities answers; 'sign-in' for a
 * visitor or an anonymous session (no identity); 'forbidden' for any other signed-in subject.
 */
export async function adminGate(app: Hono, request: Request): Promise<AdminGate> {
  const headers: Record<string, string> = {};
  for (const name of ["cookie", "authorization"]) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const [entities, me] = await Promise.all([app.request("/api/admin/entities", { headers }), app.request(ME, { headers })]);
  const subject = me.ok ? ((await me.json()) as { data?: Me }).data : undefined;
  const who = subject ? { id: subject.id, email: subject.identities?.find((i) => i.email)?.email ?? undefined } : undefined;
  if (entities.ok) {
    await entities.body?.cancel();
    return { status: "admin", entities: adminEntities(), subject: who };
  }
  await entities.body?.cancel();
  if (!subject || !subject.identities?.length) return { status: "sign-in" };
  return { status: "forbidden", subject: who };
}
