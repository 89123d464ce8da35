import type { Context, Hono } from "hono";
import { z } from "zod";
import { ok } from "../../../core/http/route-docs.js";
import { uuidParams, validate } from "../../../core/http/validate.js";
import type { AppContext } from "../../../core/module.js";
import { REACTION_KINDS } from "../reaction-kinds.js";
import { requireMessageInChat, type ChatAccess } from "./chat-access.js";
import { rbacOf } from "../../rbac/server/index.js";
import { SOCIAL_BASE } from "./paths.js";
import { chatSettings } from "./settings.js";
import { setReaction } from "./reactions.js";

export const messageReaction = z.object({ kind: z.enum(REACTION_KINDS), profileIds: z.array(z.string()) });

const reactionParams = uuidParams("id", "profileId", "chatId", "messageId").extend({
  kind: z.enum(REACTION_KINDS, { error: `must be one of ${REACTION_KINDS.join(", ")}` }),
});
const answers = { 200: ok(z.object({ messageId: z.string(), reactions: z.array(messageReaction) })) };
const giveInput = validate({ params: reactionParams, summary: "Give a reaction to a message (idempotent)", responses: answers });
const takeInput = validate({ params: reactionParams, summary: "Take a reaction back (idempotent)", responses: answers });

/**
 * PUT / DELETE .../chats/{chatId}/messages/{messageId}/reactions/{kind}: a member gives or takes
 * back one of the reactions (REACTION_KINDS) under a message of its chat, as its profile; one of
 * each kind per profile. Answers the message's reactions as they now are, which every member
 * with the chat open also hears live.
 */
export function reactionRoutes(app: Hono, context: AppContext, { ownedChat }: ChatAccess): void {
  const rbac = rbacOf(context);
  const path = `${SOCIAL_BASE}/:profileId/chats/:chatId/messages/:messageId/reactions/:kind`;
  const change = (on: boolean) => async (c: Context<{ Variables: { input: { params: z.infer<typeof reactionParams> } } }>) => {
    const { subjectId, profileId, chatId } = await ownedChat(c, c.var.input.params);
    const { messageId, kind } = c.var.input.params;
    c.header("Cache-Control", "no-store");
    await requireMessageInChat(context.db, chatId, messageId);
    // Each change reaches every member's page: a bounded number per subject (shared through Redis).
    await rbac.limiter.consume({ action: "social-react", account: subjectId }, { max: chatSettings(context).reactionsPerMinute, windowMs: 60_000 });
    const reactions = await setReaction(context, { chatId, profileId, messageId, kind, on });
    return c.json({ data: { messageId, reactions } });
  };
  app.put(path, giveInput, change(true));
  app.delete(path, takeInput, change(false));
}
