import { REACTION_KINDS } from "./reaction-kinds.js";
import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("social");
const privateRead = { read: "private" } as const;

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
  variants: ["default", "chat-list-default", "profile-overview-default"],
});

export const profiles = defineEntity(m, "profiles", {
  columns: { ...contentColumns(), ...titledColumns() },
  variants: ["default", "artificial-intelligence"],
});

export const chats = defineEntity(m, "chats", {
  columns: { ...contentColumns(), ...titledColumns() },
  access: privateRead,
});

export const messages = defineEntity(m, "messages", {
  columns: {
    ...baseColumns(),
    className: field.text(),
    title: field.localised(),
    subtitle: field.localised(),
    description: field.requiredText(),
  },
  // An agent's apology when it could not answer (agent-texts.ts): shown in the reader's language.
  variants: ["default", "agent-failed", "agent-busy", "agent-off"],
  access: privateRead,
  admin: { titleColumn: "description", searchColumns: ["description"] },
});

// Indexed by updatedAt: a reconnecting live stream replays the read marks and reactions of the
// last minutes (server/chat-replay.ts) without reading every message of the chats.
export const profilesToMessages = defineRelation(m, profiles, messages, {
  columns: { isRead: field.boolean(false) },
  access: privateRead,
  indexes: [["updatedAt"]],
});
/**
 * A member's reaction under a message: one row per (profile, message, kind), switched on and off
 * by `isActive` rather than deleted, so a reconnecting stream can replay a reaction taken back
 * (its row's updatedAt moves) as well as one given.
 */
export const reactions = defineRelation(m, profiles, messages, {
  name: "reactions",
  columns: { kind: field.enum(REACTION_KINDS, "like"), isActive: field.boolean(true) },
  uniqueTogether: [["profileId", "messageId", "kind"]],
  access: privateRead,
  indexes: [["updatedAt"]],
});
export const profilesToChats = defineRelation(m, profiles, chats, { access: privateRead });
export const chatsToMessages = defineRelation(m, chats, messages, { access: privateRead });
export const widgetsToProfiles = defineRelation(m, widgets, profiles);
