import "../messages";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useMemo, type ComponentType } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "../../../core/ui/toast";
import { isApiError } from "../../../core/client/api";
import { errorText } from "../../../core/client/error-text";
import { useApi } from "../../../core/client/query";
import { Button } from "../../../core/ui/button";
import { useHydrated } from "../../../core/ui/use-hydrated";
import { cn } from "../../../core/ui/cn";
import { isEmptyRichText, RichText } from "../../../core/page/rich-text";
import { checkFormValues, inputKind, type FormInputRule } from "../form-fields";
import { formRequestPath, type CrmForm } from "../widget-data-types";
import { CRM_INPUT_VARIANTS, InputView } from "./input";
import { useCrm } from "./shared";
import { useInnerLevel } from "../../../core/page/block-header";

type FormValues = Record<string, string>;

/** The server's own message of a failed call (the toast), and its per-field messages ('slug: ...'). */
function explain(error: unknown, slugs: Set<string>, language: string): { message: string; fields: Record<string, string> } {
  if (!isApiError(error)) return { message: errorText(error, language), fields: {} };
  const fields: Record<string, string> = {};
  for (const cause of error.causes) {
    const at = cause.message.indexOf(": ");
    const slug = at > 0 ? cause.message.slice(0, at) : "";
    if (slugs.has(slug) && !fields[slug]) fields[slug] = cause.message.slice(at + 2);
  }
  return { message: errorText(error, language), fields };
}

export interface FormViewProps {
  form: CrmForm;
  className?: string;
}

/**
 * The public form: its inputs by their variants, a Submit button. Checked in the browser with the
 * server's own rules (form-fields.ts) and messages under the fields; sent as JSON to
 * POST /api/crm/forms/{id}/requests; success shows the toast and empties the form.
 */
function FormDefault({ form, className }: FormViewProps) {
  const Title = useInnerLevel();
  const { text, rich, label, fieldMessages, language } = useCrm();
  const api = useApi();
  // Inputs the page can show; an unknown variant renders nothing and an unknown type only a note.
  const rules = useMemo<FormInputRule[]>(
    () =>
      form.inputs
        .filter((input) => input.slug && CRM_INPUT_VARIANTS[input.variant] && inputKind(input) !== "unknown")
        .map((input) => ({ slug: input.slug, type: input.type, variant: input.variant, isRequired: input.isRequired })),
    [form.inputs],
  );
  const slugs = useMemo(() => new Set(rules.map((rule) => rule.slug)), [rules]);
  const empty = useMemo<FormValues>(() => Object.fromEntries(rules.map((rule) => [rule.slug, ""])), [rules]);

  const resolver = useCallback<Resolver<FormValues>>(
    async (values) => {
      const { errors } = checkFormValues(rules, values, fieldMessages);
      const entries = Object.entries(errors);
      if (!entries.length) return { values, errors: {} };
      const fieldErrors: FieldErrors<FormValues> = Object.fromEntries(entries.map(([slug, message]) => [slug, { type: "validate", message }]));
      return { values: {}, errors: fieldErrors };
    },
    [rules, fieldMessages],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<FormValues>({ defaultValues: empty, resolver });

  const submit = useMutation({
    mutationFn: (values: FormValues) => api.request("POST", formRequestPath(form.id), { data: values, query: { lang: language } }),
    onSuccess: () => {
      toast.success(label("submitted"));
      reset(empty);
    },
    onError: (error) => {
      const { message, fields } = explain(error, slugs, language);
      for (const [slug, fieldMessage] of Object.entries(fields)) setError(slug, { type: "server", message: fieldMessage });
      toast.error(message);
    },
  });

  const title = text(form.title);
  const subtitle = text(form.subtitle);
  const description = rich(form.description);
  const pending = submit.isPending;
  // Until the browser runs the form, a press would submit it the browser's way: a GET with the
  // visitor's message in the url.
  const hydrated = useHydrated();
  return (
    <form
      noValidate
      data-crm-form={form.slug}
      aria-label={title || undefined}
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className={cn("flex flex-col gap-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-brand-200/70 sm:p-7", form.className, form.link.className, className)}
    >
      {(title || subtitle || !isEmptyRichText(description)) && (
        <header className="flex flex-col gap-2">
          {title && <Title className="font-serif text-2xl text-brand-900">{title}</Title>}
          {subtitle && <p className="text-ink/70">{subtitle}</p>}
          {!isEmptyRichText(description) && <RichText value={description} className="prose-sobor text-ink/80" />}
        </header>
      )}
      {form.inputs.map((input) => (
        <InputView
          key={input.id}
          input={input}
          formId={form.id}
          field={register(input.slug || input.id)}
          error={formState.errors[input.slug]?.message}
          disabled={pending}
        />
      ))}
      <div>
        <Button type="submit" variant="smolny-primary" size="lg" disabled={pending || !hydrated} aria-busy={pending || undefined}>
          {pending ? label("submitting") : label("submit")}
        </Button>
      </div>
    </form>
  );
}

/** One component per form variant; an unknown variant renders nothing. */
export const CRM_FORM_VARIANTS: Record<string, ComponentType<FormViewProps>> = {
  default: FormDefault,
};

export function FormView(props: FormViewProps) {
  const View = CRM_FORM_VARIANTS[props.form.variant];
  return View ? <View {...props} /> : null;
}
