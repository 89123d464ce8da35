// What the crm module's widgetData returns per widget: types only, shared with the browser code.
import type { GraphRow, LocalisedValue } from "../../core/entity/index.js";
import type { crmWidget } from "./server/widget-data.js";

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = LocalisedValue;

/** A crm widget's row and its forms (widgets-to-forms), each with its inputs: inferred from the graph. */
export interface CrmWidgetData {
  widget: CrmWidgetRow;
  forms: CrmForm[];
}
export type CrmWidgetRow = Omit<GraphRow<typeof crmWidget>, "forms">;
export type CrmForm = GraphRow<typeof crmWidget>["forms"][number];
export type CrmInput = CrmForm["inputs"][number];

/** Where a form is sent (public, no sign-in): `{"data": {...fields}}`. */
export const formRequestPath = (formId: string) => `/api/crm/forms/${formId}/requests`;
