import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../core/db/connection.js";
import type { WriteEvent } from "../../../core/events/bus.js";
import { entityOf } from "../../../core/entity/index.js";
import { subjectsToSocialModuleProfiles as owns } from "../../../links/rbac.js";
import { subjects } from "../../rbac/entities.js";
import { chats, profiles, profilesToChats } from "../entities.js";

/** A chat a subject is in, through one of its profiles. */
export interface Membership {
  subjectId: string;
  profileId: string;
  chatId: string;
}

/** Every chat of every profile of these subjects (rbac subjects-to-social-module-profiles, social profiles-to-chats): one query. */
export async function membershipsOf(db: Db, subjectIds: string[]): Promise<Membership[]> {
  if (!subjectIds.length) return [];
  return db
    .select({ subjectId: owns.subjectId, profileId: owns.socialModuleProfileId, chatId: profilesToChats.chatId })
    .from(owns)
    .innerJoin(profilesToChats, eq(profilesToChats.profileId, owns.socialModuleProfileId))
    .where(inArray(owns.subjectId, subjectIds));
}

const nameOf = (table: Parameters<typeof entityOf>[0]) => `${entityOf(table).module}/${entityOf(table).name}`;
/** The links that say who is in which chat, and the records whose deletion takes such links with it. */
const LINKS = [profilesToChats, owns].map(nameOf);
const HOLDERS = [chats, profiles, subjects].map(nameOf);

/** Whether a write may have changed who is in which chat. */
export function changesMemberships(event: WriteEvent): boolean {
  const name = `${event.module}/${event.entity}`;
  return LINKS.includes(name) || (event.action === "delete" && HOLDERS.includes(name));
}
