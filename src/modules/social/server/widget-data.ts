import { eq } from "drizzle-orm";
import { byIds, graphNode, link, loadGraph, none, titledFieldNames, where } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { fileNode } from "../../file-storage/graph.js";
import { profiles, widgets, widgetsToProfiles } from "../entities.js";
import { profilesToFileStorageModuleFiles } from "../../../links/social.js";
import { PROFILE_SLUG_PARAM } from "../widget-data-types.js";

const OVERVIEW = "profile-overview-default";

export const socialProfile = graphNode(profiles, { fields: titledFieldNames, with: { files: link(profilesToFileStorageModuleFiles, fileNode) } });
export const socialWidget = graphNode(widgets, { fields: titledFieldNames, with: { profiles: link(widgetsToProfiles, socialProfile) } });

/**
 * The public social widgets on a page: the widgets, their profiles and the url's profile, then
 * every profile's files. Chats and messages are private: the chat list loads them in the browser.
 */
export async function widgetData(request: WidgetDataRequest) {
  const slug = request.params[PROFILE_SLUG_PARAM];
  const loaded = await loadGraph(request, {
    widgets: byIds(socialWidget, request.ids),
    urlProfile: slug ? where(socialProfile, eq(profiles.slug, slug), { limit: 1 }) : none(socialProfile),
  });
  const urlProfile = loaded.urlProfile[0] ?? null;
  return Object.fromEntries(
    loaded.widgets.map(({ profiles, ...widget }) => {
      // A url that names a profile shows it (or none); otherwise the overview shows its first.
      const profile = widget.variant !== OVERVIEW ? null : slug ? urlProfile : (profiles[0] ?? null);
      return [widget.id, { widget, profiles, profile }];
    }),
  );
}
