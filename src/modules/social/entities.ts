import { baseColumns, contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";
import { products } from "../ecommerce/entities.js";
import { files } from "../file-storage/entities.js";
import { widgets as websiteBuilderWidgets } from "../website-builder/entities.js";

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
  access: privateRead,
  admin: { titleColumn: "description", searchColumns: ["description"] },
});

export const profilesToMessages = defineRelation(m, profiles, messages, {
  columns: { isRead: field.boolean(false) },
  access: privateRead,
});
export const profilesToChats = defineRelation(m, profiles, chats, { access: privateRead });
export const chatsToMessages = defineRelation(m, chats, messages, { access: privateRead });
export const profilesToWebsiteBuilderModuleWidgets = defineRelation(m, profiles, websiteBuilderWidgets);
export const profilesToEcommerceModuleProducts = defineRelation(m, profiles, products);
export const profilesToFileStorageModuleFiles = defineRelation(m, profiles, files);
export const widgetsToProfiles = defineRelation(m, widgets, profiles);
