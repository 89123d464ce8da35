// What the crm module's widgetData returns per widget: types only, shared with the browser code.
import type { LinkFields, LocalisedValue, TitledFields } from "../../core/entity/row-values";

/** A localised field: an object keyed by language (text or TipTap JSON), or legacy text. */
export type Localised = LocalisedValue;

/** The relation row's own fields, beside the record it links to. */
export type CrmLink = LinkFields;

export interface CrmInput {
  id: string;
  slug: string;
  variant: string;
  className: string | null;
  /** text, textarea, number, email, or 'default' (the variant decides). */
  type: string;
  isRequired: boolean;
  title: Localised;
  label: Localised;
  placeholder: Localised;
  description: Localised;
  link: CrmLink;
}

export interface CrmForm extends TitledFields {
  inputs: CrmInput[];
  link: CrmLink;
}

export type CrmWidgetRow = TitledFields;

export interface CrmWidgetData {
  widget: CrmWidgetRow;
  /** The widget's forms (widgets-to-forms), in link order, each with its inputs (forms-to-inputs). */
  forms: CrmForm[];
}

/** Where a form is sent (public, no sign-in): `{"data": {...fields}}`. */
export const formRequestPath = (formId: string) => `/api/crm/forms/${formId}/requests`;
