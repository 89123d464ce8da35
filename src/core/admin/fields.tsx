/**
 * One input per field kind: text, slug, variant and enum selects, one input per language for
 * localised fields, rich text (TipTap), numbers, booleans, dates, JSON, reference pickers and
 * files. A kind the admin does not know shows 'Unknown input type'.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useController, useWatch, type Control } from "react-hook-form";
import { Badge } from "../ui/badge";
import { Input, Textarea } from "../ui/input";
import { Label } from "../ui/label";
import { Select, type SelectOption } from "../ui/select";
import { Switch } from "../ui/switch";
import { useAdmin } from "./context";
import { FileInput } from "./file-input";
import { FORM_TEXTS, languageShort } from "./form-texts";
import { inputOf, overrideOf, type InputType } from "./model";
import { ReferencePicker } from "./picker";
import { RichTextInput } from "./rich-text-input";
import { isRequired, type FormValues } from "./schema";
import { zoneLabel } from "./time-zone";
import { entityKey, type AdminEntity, type AdminField, type EntityRef } from "./types";
import { inSentence, useAdminTexts } from "./use-texts";

const NONE = "__none__";

export interface FieldProps {
  entity: AdminEntity;
  field: AdminField;
  /** Unique per form: ids of inputs, labels and errors derive from it. */
  formId: string;
  control: Control<FormValues>;
  file?: File;
  onFileChange?: (file: File | undefined) => void;
}

/**
 * A field's error: a message that reads as the end of a sentence ('is required', a server's
 * English one) follows the field's label ('Slug is required'); a whole one stands alone.
 */
function ErrorText({ id, label, message }: { id: string; label: string; message?: string }) {
  const t = useAdminTexts(FORM_TEXTS);
  if (!message) return null;
  const text = /^[a-z]/.test(message) ? t("fieldError", { label, message }) : message;
  return (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden className="ml-0.5 text-red-700">
      *
    </span>
  ) : null;
}

/** Where a reference field points: its declaration, or an override reading the other values. */
function useReferenceTarget(entity: AdminEntity, field: AdminField, control: Control<FormValues>): EntityRef | undefined {
  const { overrides } = useAdmin();
  const override = overrideOf(overrides, entity, field.name);
  const values = useWatch({ control, disabled: !override?.references }) as FormValues;
  return override?.references ? (override.references(values ?? {}) ?? field.references) : field.references;
}

function ReferenceField({ entity, field, control, id, labelId, invalid, describedBy }: FieldProps & { id: string; labelId: string; invalid: boolean; describedBy?: string }) {
  const { field: input } = useController({ name: field.name, control });
  const target = useReferenceTarget(entity, field, control);
  const key = target ? entityKey(target) : "";
  const previous = useRef(key);
  useEffect(() => {
    // Another target entity (externalModule changed): the old id means nothing there.
    if (previous.current !== key) {
      previous.current = key;
      input.onChange("");
    }
  }, [key]);
  return (
    <ReferencePicker
      id={id}
      target={target}
      value={String(input.value ?? "")}
      onChange={input.onChange}
      invalid={invalid}
      labelledBy={labelId}
      describedBy={describedBy}
      nullable={!field.notNull}
    />
  );
}

function LocalisedField({ field, control, formId, rich, label }: FieldProps & { rich: boolean; label: string; required: boolean }) {
  const { languages, language: adminLanguage } = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  const { field: input, fieldState } = useController({ name: field.name, control });
  const value = (input.value ?? {}) as Record<string, string>;
  const shown = [...new Set([...languages, ...Object.keys(value)])];
  const errorId = `${formId}-${field.name}-error`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {shown.map((language) => {
        const id = `${formId}-${field.name}-${language}`;
        const labelId = `${id}-label`;
        const set = (text: string) => input.onChange({ ...value, [language]: text });
        const short = languageShort(language, adminLanguage);
        const inLanguage = t("inLanguage", { label, language: short });
        return (
          <div key={language} className="flex min-w-0 items-start gap-2">
            <label id={labelId} htmlFor={id} className="mt-2 w-10 shrink-0 text-xs font-semibold uppercase text-ink/70">
              {short}
            </label>
            <div className="min-w-0 flex-1">
              {rich ? (
                <RichTextInput id={id} value={value[language] ?? ""} onChange={set} label={inLanguage} invalid={Boolean(fieldState.error)} />
              ) : (
                <Input
                  id={id}
                  aria-label={inLanguage}
                  value={value[language] ?? ""}
                  onChange={(e) => set(e.target.value)}
                  onBlur={input.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                />
              )}
            </div>
          </div>
        );
      })}
      <ErrorText id={errorId} label={label} message={fieldState.error?.message} />
    </fieldset>
  );
}

/**
 * A variant chosen by its name; the stored value stays its code, shown beside the name for
 * developers. A code no one named (an older variant) is itself the label, in no language.
 */
function variantOption(name: string, code: string): SelectOption {
  return name === code ? { value: code, label: code, lang: "" } : { value: code, label: name, code };
}

/** One labelled input with its error below, for any field of any entity. */
export function FieldInput(props: FieldProps) {
  const { entity, field, formId, control, file, onFileChange } = props;
  const admin = useAdmin();
  const { overrides, timeZone } = admin;
  const t = useAdminTexts(FORM_TEXTS);
  const type: InputType = inputOf(entity, field, overrides);
  const { field: input, fieldState } = useController({ name: field.name, control });
  const label = admin.label.field(entity, field.name);
  const required = isRequired(field);
  const id = `${formId}-${field.name}`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const invalid = Boolean(fieldState.error);
  const describedBy = invalid ? errorId : undefined;

  if (type === "localised" || type === "localisedRichText") {
    return <LocalisedField {...props} rich={type === "localisedRichText"} label={label} required={required} />;
  }

  let content: ReactNode;
  const text = String(input.value ?? "");
  const common = { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy } as const;
  switch (type) {
    case "text":
    case "slug":
      content = <Input {...common} value={text} onChange={input.onChange} onBlur={input.onBlur} name={field.name} ref={input.ref} autoComplete="off" />;
      break;
    case "textarea":
      content = <Textarea {...common} value={text} onChange={input.onChange} onBlur={input.onBlur} name={field.name} ref={input.ref} />;
      break;
    case "json":
      content = <Textarea {...common} value={text} onChange={input.onChange} onBlur={input.onBlur} name={field.name} ref={input.ref} className="font-mono text-xs" spellCheck={false} />;
      break;
    case "integer":
    case "number":
      content = (
        <Input
          {...common}
          type="number"
          inputMode={type === "integer" ? "numeric" : "decimal"}
          step={type === "integer" ? 1 : "any"}
          min={field.range?.min}
          max={field.range?.max}
          value={input.value === "" || input.value === null || input.value === undefined ? "" : String(input.value)}
          // A cleared input is '' (SPEC section 5), otherwise a number.
          onChange={(e) => input.onChange(e.target.value === "" ? "" : Number.isNaN(e.target.valueAsNumber) ? e.target.value : e.target.valueAsNumber)}
          onBlur={input.onBlur}
          name={field.name}
        />
      );
      break;
    case "boolean":
      content = (
        <div className="flex h-10 items-center gap-3">
          <Switch id={id} checked={Boolean(input.value)} onCheckedChange={input.onChange} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
          <span className="text-sm text-ink/70" aria-hidden>
            {t(input.value ? "yes" : "no")}
          </span>
        </div>
      );
      break;
    case "nullableBoolean":
      content = (
        <Select
          id={id}
          invalid={invalid}
          aria-describedby={describedBy}
          value={input.value === true ? "true" : input.value === false ? "false" : NONE}
          onValueChange={(v) => input.onChange(v === "true" ? true : v === "false" ? false : null)}
          options={[
            { value: NONE, label: t("notSet") },
            { value: "true", label: t("yes") },
            { value: "false", label: t("no") },
          ]}
        />
      );
      break;
    case "enum":
    case "variant": {
      const values = type === "variant" ? entity.variants : (field.values ?? []);
      const option = type === "variant" ? (v: string) => variantOption(admin.label.variant(entity, v), v) : (v: string) => ({ value: v, label: admin.label.value(entity, field.name, v) });
      const options = [...(!field.notNull && type === "enum" ? [{ value: NONE, label: t("notSet") }] : []), ...values.map(option)];
      // A stored value outside the declared list (an older variant) stays choosable.
      if (text && !values.includes(text)) options.push(option(text));
      content = (
        <Select
          id={id}
          invalid={invalid}
          aria-describedby={describedBy}
          value={text === "" ? (field.notNull ? undefined : NONE) : text}
          onValueChange={(v) => input.onChange(v === NONE ? "" : v)}
          options={options}
          placeholder={t("select")}
        />
      );
      break;
    }
    case "date":
    case "datetime":
      content = (
        <Input {...common} type={type === "date" ? "date" : "datetime-local"} value={text} onChange={input.onChange} onBlur={input.onBlur} name={field.name} ref={input.ref} />
      );
      break;
    case "reference":
      content = <ReferenceField {...props} id={id} labelId={labelId} invalid={invalid} describedBy={describedBy} />;
      break;
    case "file":
      content = (
        <FileInput id={id} value={text} onChange={input.onChange} file={file} onFileChange={(f) => onFileChange?.(f)} invalid={invalid} describedBy={describedBy} />
      );
      break;
    default:
      content = (
        <p id={id} className="rounded-md border border-dashed border-red-300 px-3 py-2 text-sm text-red-700">
          {t("unknownInput")} <Badge tone="danger">{field.kind}</Badge>
        </p>
      );
  }

  return (
    <div className="min-w-0 space-y-1">
      <div className="flex items-baseline">
        <Label id={labelId} htmlFor={id}>
          {label}
        </Label>
        <RequiredMark required={required} />
        {type === "datetime" ? <span className="ml-2 text-xs text-ink/70">{zoneLabel(timeZone ?? "UTC", admin.language)}</span> : null}
        {field.unique ? (
          <span aria-hidden className="ml-2 text-xs text-ink/70">
            {t("unique")}
          </span>
        ) : null}
      </div>
      {content}
      <ErrorText id={errorId} label={label} message={fieldState.error?.message} />
    </div>
  );
}

/** A field whose value is fixed by where the form is (the parent of a relation table). */
export function FixedField({ entity, field, value }: { entity: AdminEntity; field: AdminField; value: string }) {
  const admin = useAdmin();
  const t = useAdminTexts(FORM_TEXTS);
  const target = admin.find(field.references);
  // English names the parent by its entity, singular ('this article'); Russian says 'эта запись (Статьи)'.
  const targetName = target ? inSentence(admin.language, admin.label.entity(target)) : "";
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-sm font-medium">{admin.label.field(entity, field.name)}</p>
      <p className="flex items-center gap-2 text-sm text-ink/70">
        <Badge tone="muted" className="font-mono" title={value} lang="">
          {value.slice(0, 8)}
        </Badge>
        <span>{target ? t("thisRecord", { entity: admin.language === "en" ? targetName.replace(/s$/, "") : targetName }) : admin.label.entity(entity)}</span>
      </p>
    </div>
  );
}
