import { baseColumns, contentColumns, defineEntity, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("agent");

export const widgets = defineEntity(m, "widgets", {
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

/**
 * An agent: the social profile (variant artificial-intelligence) it answers as, in every chat that
 * profile is a member of, through the chat-completions API of AI_BASE_URL. The profile's foreign
 * key is declared with the links between modules (src/links/agent.ts).
 */
export const agents = defineEntity(m, "agents", {
  columns: {
    ...baseColumns(),
    adminTitle: field.adminTitle(),
    profileId: field.reference({ module: "social", name: "profiles" }).unique(),
    /** The system prompt. */
    instructions: field.requiredText(""),
    /** Empty: AI_MODEL. */
    model: field.text(),
    /** Empty: the API's default. OpenAI-compatible APIs take 0 to 2 (0: the most predictable). */
    temperature: field.number({ min: 0, max: 2 }),
    /** Give it the site's published articles and schedule that match the question. */
    useSiteContext: field.boolean(true),
  },
  access: { read: "private" },
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle"] },
});
