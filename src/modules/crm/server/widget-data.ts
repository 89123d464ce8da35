import { byIds, graphNode, link, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { forms, formsToInputs, inputs, widgets, widgetsToForms } from "../entities.js";

const input = graphNode(inputs, { fields: [...titledFieldNames, "type", "isRequired", "label", "placeholder"] });
const form = graphNode(forms, { fields: titledFieldNames, with: { inputs: link(formsToInputs, input) } });
/** A crm widget's forms, in link order, each with its inputs. Requests are private: never read here. */
export const crmWidget = graphNode(widgets, { fields: titledFieldNames, with: { forms: link(widgetsToForms, form) } });

/** The crm widgets on a page: three queries whatever their number. */
export async function widgetData(request: WidgetDataRequest) {
  const { widgets } = await loadGraph(request, { widgets: byIds(crmWidget, request.ids) });
  return Object.fromEntries(widgets.map(({ forms, ...widget }) => [widget.id, { widget, forms }]));
}
