import { inArray } from "drizzle-orm";
import { isUuid } from "../../../core/http/query.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { widgets } from "../entities.js";
import type { RbacWidgetData } from "../widget-data-types.js";

/**
 * The rbac widgets of a page: just their rows, in one query. Everything about the subject is
 * per visitor, so the browser loads it (GET /authentication/me); the page stays cacheable.
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, RbacWidgetData>> {
  request.reads.add("rbac/widgets");
  const ids = [...new Set(request.ids.filter((id) => isUuid(id)))];
  if (!ids.length) return {};
  const rows = await request.db
    .select({
      id: widgets.id,
      variant: widgets.variant,
      className: widgets.className,
      slug: widgets.slug,
      title: widgets.title,
      subtitle: widgets.subtitle,
      description: widgets.description,
    })
    .from(widgets)
    .where(inArray(widgets.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row as RbacWidgetData]));
}
