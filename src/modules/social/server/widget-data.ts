import { entityType, str, linkFields, linkedFileFields, titledFields } from "../../../core/entity/row-values.js";
import { eq, inArray } from "drizzle-orm";
import { entityOf, groupByParent, loadLinked, publicColumns, type Linked, type Row } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { profiles, profilesToFileStorageModuleFiles, widgets, widgetsToProfiles } from "../entities.js";
import { PROFILE_SLUG_PARAM, type SocialProfile, type SocialWidgetData, type SocialWidgetRow } from "../widget-data-types.js";

const toLink = linkFields;

const titled = titledFields;

const toFile = linkedFileFields;

const OVERVIEW = "profile-overview-default";

/**
 * The public social widgets on a page in three rounds of queries whatever their number: the
 * widgets, their profile links and the url's profile (by slug); then the files of every profile.
 * Chats and messages are private: the chat list loads them in the browser with the reader's
 * credentials.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, SocialWidgetData>> {
  const { ids, db, params } = request;
  if (!ids.length) return {};
  for (const table of [widgets, profiles, widgetsToProfiles]) request.reads.add(entityType(table));
  const slug = params[PROFILE_SLUG_PARAM];

  const [widgetRows, profileLinks, urlProfiles] = await Promise.all([
    db
      .select(publicColumns(entityOf(widgets)))
      .from(widgets)
      .where(inArray(widgets.id, ids)) as Promise<Row[]>,
    loadLinked(db, widgetsToProfiles, ids),
    slug
      ? (db
          .select(publicColumns(entityOf(profiles)))
          .from(profiles)
          .where(eq(profiles.slug, slug))
          .limit(1) as Promise<Row[]>)
      : Promise.resolve([]),
  ]);
  const urlProfile = urlProfiles[0];
  const linksByWidget = groupByParent(profileLinks);
  const plans = widgetRows.map((row) => {
    const links = linksByWidget.get(str(row.id)) ?? [];
    const profile = str(row.variant) === OVERVIEW ? (slug ? urlProfile : links[0]?.item) : undefined;
    return { row, links, profile };
  });

  const profileIds = [...new Set([...profileLinks.map((l) => str(l.item.id)), ...(urlProfile ? [str(urlProfile.id)] : [])])];
  const filesByProfile = groupByParent(await loadLinked(db, profilesToFileStorageModuleFiles, profileIds));
  if (profileIds.length) {
    request.reads.add(entityType(profilesToFileStorageModuleFiles));
    request.reads.add("file-storage/files");
  }

  const profile = (row: Row, link?: Linked["link"]): SocialProfile => ({
    ...titled(row),
    files: (filesByProfile.get(str(row.id)) ?? []).map(toFile),
    ...(link ? { link: toLink(link) } : {}),
  });

  const result: Record<string, SocialWidgetData> = {};
  for (const plan of plans) {
    result[str(plan.row.id)] = {
      widget: titled(plan.row) as SocialWidgetRow,
      profiles: plan.links.map((l) => profile(l.item, l.link)),
      profile: plan.profile ? profile(plan.profile) : null,
    };
  }
  return result;
}
