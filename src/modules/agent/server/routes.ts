import type { Hono } from "hono";
import { requireAdmin } from "../../../core/admin/server.js";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { validate } from "../../../core/http/validate.js";
import { aiSettings } from "./settings.js";
import type { AppContext } from "../../../core/module.js";

/** What the admin shows of the agent module: on or off (AI_* variables), and which model by default. */
export interface AgentStatus {
  enabled: boolean;
  model: string | null;
  /** The API's host, never its key. */
  host: string | null;
}

const statusInput = validate({
  summary: "Whether the agent module is on (AI_* set) and its default model (admins)",
  responses: { 200: ok(z.object({ enabled: z.boolean(), model: z.string().nullable(), host: z.string().nullable() }).loose()) },
});

export function agentRoutes(app: Hono, context: AppContext): void {
  app.get("/api/agent/status", statusInput, async (c) => {
    await requireAdmin(c, context);
    c.header("cache-control", "private, no-store");
    const ai = aiSettings(context);
    let host: string | null;
    try {
      host = ai ? new URL(ai.baseUrl).host : null;
    } catch {
      host = null;
    }
    const data: AgentStatus = { enabled: Boolean(ai), model: ai?.model ?? null, host };
    return c.json({ data });
  });
}
