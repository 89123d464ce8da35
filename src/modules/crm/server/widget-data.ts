import { entityType, str, strOrNull, linkFields, localisedValue, titledFields } from "../../../core/entity/row-values.js";
import { inArray } from "drizzle-orm";
import { entityOf, groupByParent, loadLinked, publicColumns, type Linked, type Row } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { forms, formsToInputs, inputs, widgets, widgetsToForms } from "../entities.js";
import type { CrmForm, CrmInput, CrmWidgetData, CrmWidgetRow } from "../widget-data-types.js";

const localised = localisedValue;
const toLink = linkFields;

const titled = titledFields;

function toInput({ item, link }: Linked): CrmInput {
  return {
    id: str(item.id),
    slug: str(item.slug),
    variant: str(item.variant),
    className: strOrNull(item.className),
    type: str(item.type) || "default",
    isRequired: item.isRequired === true,
    title: localised(item.title),
    label: localised(item.label),
    placeholder: localised(item.placeholder),
    description: localised(item.description),
    link: toLink(link),
  };
}

/**
 * The crm widgets on a page in three queries whatever their number: the widgets and their form
 * links (together), then the inputs of every form. Requests are never read here (private).
 */
export async function widgetData(request: WidgetDataRequest): Promise<Record<string, CrmWidgetData>> {
  const { ids, db } = request;
  if (!ids.length) return {};
  for (const table of [widgets, forms, widgetsToForms, formsToInputs, inputs]) request.reads.add(entityType(table));

  const [widgetRows, formLinks] = await Promise.all([
    db.select(publicColumns(entityOf(widgets))).from(widgets).where(inArray(widgets.id, ids)) as Promise<Row[]>,
    loadLinked(db, widgetsToForms, ids),
  ]);
  const formIds = [...new Set(formLinks.map((l) => str(l.item.id)))];
  const inputsByForm = groupByParent(await loadLinked(db, formsToInputs, formIds));
  const formsByWidget = groupByParent(formLinks);

  const result: Record<string, CrmWidgetData> = {};
  for (const row of widgetRows) {
    const id = str(row.id);
    result[id] = {
      widget: titled(row) as CrmWidgetRow,
      forms: (formsByWidget.get(id) ?? []).map(
        ({ item, link }): CrmForm => ({
          ...titled(item),
          inputs: (inputsByForm.get(str(item.id)) ?? []).map(toInput),
          link: toLink(link),
        }),
      ),
    };
  }
  return result;
}
