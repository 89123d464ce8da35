import type { ComponentType } from "react";
import type { CrmWidgetData } from "../widget-data-types";
import { FormView } from "./form";
import { Section, useCrm } from "./shared";

export interface CrmWidgetProps {
  data: CrmWidgetData;
}

function NoForms() {
  const { label } = useCrm();
  return <p className="rounded-lg border border-dashed border-brand-300 bg-white/60 p-6 text-center text-ink/70">{label("noForms")}</p>;
}

/** The widget's forms one under another, in a readable column (a contact section). */
function CrmDefault({ data }: CrmWidgetProps) {
  return (
    <Section widget={data.widget}>
      <div className="mx-auto flex max-w-2xl flex-col gap-8">
        {data.forms.map((form) => (
          <FormView key={form.id} form={form} />
        ))}
      </div>
    </Section>
  );
}

/** The widget's forms side by side on wide screens (widgets-to-forms, in link order). */
function FormListDefault({ data }: CrmWidgetProps) {
  if (!data.forms.length) {
    return (
      <Section widget={data.widget}>
        <NoForms />
      </Section>
    );
  }
  return (
    <Section widget={data.widget}>
      <ul className="grid items-start gap-6 md:grid-cols-2">
        {data.forms.map((form) => (
          <li key={form.id}>
            <FormView form={form} className="h-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One component per crm widget variant (SPEC §2 'CRM widget'). */
export const CRM_WIDGET_VARIANTS: Record<string, ComponentType<CrmWidgetProps>> = {
  default: CrmDefault,
  "form-list-default": FormListDefault,
};
