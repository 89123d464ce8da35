import type { ComponentType, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "../../../core/ui/cn";
import { inputKind, MAX_LENGTH, type InputKind } from "../form-fields";
import type { CrmInput } from "../widget-data-types";
import { useCrm } from "./shared";

export interface InputViewProps {
  input: CrmInput;
  /** The form's id, so field ids are unique on a page with several forms. */
  formId: string;
  field: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}

const controlClass =
  "w-full rounded-md border border-brand-300 bg-white px-3 py-2 text-base text-ink shadow-xs placeholder:text-ink/65 focus:border-brand-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-400 disabled:opacity-60 aria-[invalid=true]:border-red-600 aria-[invalid=true]:outline-red-300";

/** Label (with the required mark), the control, and the error under it. */
function Field({ input, formId, error, children }: Omit<InputViewProps, "field"> & { children: (ids: { id: string; errorId: string; label: string; placeholder: string }) => ReactNode }) {
  const { text, label: word } = useCrm();
  const id = `crm-${formId}-${input.slug || input.id}`;
  const errorId = `${id}-error`;
  const label = text(input.label) || text(input.title) || input.slug;
  return (
    <div data-crm-input={input.variant} className={cn("flex flex-col gap-1.5", input.className, input.link.className)}>
      <label htmlFor={id} className="text-sm font-medium text-brand-900">
        {label}
        {input.isRequired && (
          <span className="ml-0.5 text-red-700" title={word("requiredNote")} aria-hidden>
            *
          </span>
        )}
      </label>
      {children({ id, errorId, label, placeholder: text(input.placeholder) })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const aria = (props: InputViewProps, errorId: string) => ({
  "aria-invalid": props.error ? true : undefined,
  "aria-describedby": props.error ? errorId : undefined,
  "aria-required": props.input.isRequired || undefined,
});

function TextInput(props: InputViewProps) {
  const email = inputKind(props.input) === "email";
  return (
    <Field {...props}>
      {({ id, errorId, placeholder }) => (
        <input
          id={id}
          type={email ? "email" : "text"}
          autoComplete={email ? "email" : undefined}
          maxLength={email ? MAX_LENGTH.email : MAX_LENGTH.text}
          placeholder={placeholder || undefined}
          disabled={props.disabled}
          className={controlClass}
          {...aria(props, errorId)}
          {...props.field}
        />
      )}
    </Field>
  );
}

function TextareaInput(props: InputViewProps) {
  return (
    <Field {...props}>
      {({ id, errorId, placeholder }) => (
        <textarea
          id={id}
          rows={5}
          maxLength={MAX_LENGTH.textarea}
          placeholder={placeholder || undefined}
          disabled={props.disabled}
          className={cn(controlClass, "min-h-28 resize-y")}
          {...aria(props, errorId)}
          {...props.field}
        />
      )}
    </Field>
  );
}

function NumberInput(props: InputViewProps) {
  return (
    <Field {...props}>
      {({ id, errorId, placeholder }) => (
        <input
          id={id}
          type="number"
          step="any"
          inputMode="decimal"
          placeholder={placeholder || undefined}
          disabled={props.disabled}
          className={controlClass}
          {...aria(props, errorId)}
          {...props.field}
        />
      )}
    </Field>
  );
}

/** SPEC §5: an unrecognised field type shows 'Unknown input type'. */
function UnknownInput({ input }: InputViewProps) {
  const { label } = useCrm();
  return (
    <p role="note" data-crm-input-type={input.type} className="rounded-md border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-sm text-ink/70">
      {label("unknownType")}
    </p>
  );
}

const BY_KIND: Record<InputKind, ComponentType<InputViewProps>> = {
  text: TextInput,
  email: TextInput,
  textarea: TextareaInput,
  number: NumberInput,
  unknown: UnknownInput,
};

/** The default variant renders the input's type (text, textarea, number, email). */
function DefaultInput(props: InputViewProps) {
  const View = BY_KIND[inputKind(props.input)];
  return <View {...props} />;
}

/** One component per crm input variant (SPEC §2); an unknown variant renders nothing. */
export const CRM_INPUT_VARIANTS: Record<string, ComponentType<InputViewProps>> = {
  default: DefaultInput,
  "text-default": (props) => (inputKind(props.input) === "unknown" ? <UnknownInput {...props} /> : <TextInput {...props} />),
  "textarea-default": (props) => (inputKind(props.input) === "unknown" ? <UnknownInput {...props} /> : <TextareaInput {...props} />),
  "number-default": (props) => (inputKind(props.input) === "unknown" ? <UnknownInput {...props} /> : <NumberInput {...props} />),
};

export function InputView(props: InputViewProps) {
  const View = CRM_INPUT_VARIANTS[props.input.variant];
  return View ? <View {...props} /> : null;
}
