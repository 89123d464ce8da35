// How a CRM form's inputs are filled and checked: one set of rules for the server (which
// decides) and the browser (which shows the same messages before sending). No imports: this file
// is bundled for the browser.

/** The input kinds a form can ask for; 'unknown' renders 'Unknown input type'. */
export type InputKind = "text" | "textarea" | "number" | "email" | "unknown";

/** The fields of a crm input that filling and checking need. */
export interface FormInputRule {
  slug: string;
  type: string;
  variant: string;
  isRequired: boolean;
  /** A person's name for the field (the input's label in the reader's language), for messages. */
  label?: string;
}

/** Longest accepted answer per kind (characters). */
export const MAX_LENGTH: Record<Exclude<InputKind, "number" | "unknown">, number> = {
  text: 1_000,
  email: 320,
  textarea: 10_000,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The kind of an input: its `type` when it names one (text, textarea, number, email); for type
 * 'default' (or empty) the input variant decides (number-default, textarea-default, else text);
 * any other type is unknown.
 */
export function inputKind(input: Pick<FormInputRule, "type" | "variant">): InputKind {
  const type = (input.type ?? "").trim().toLowerCase();
  if (type === "text" || type === "textarea" || type === "number" || type === "email") return type;
  if (type === "default" || type === "") {
    if (input.variant === "number-default") return "number";
    if (input.variant === "textarea-default") return "textarea";
    return "text";
  }
  return "unknown";
}

/** What a failed check says; the browser passes words in the page language. */
export interface FieldMessages {
  required: string;
  number: string;
  email: string;
  text: string;
  tooLong: (max: number) => string;
}

export const ENGLISH_MESSAGES: FieldMessages = {
  required: "is required",
  number: "must be a number",
  email: "must be an email address",
  text: "must be text",
  tooLong: (max) => `must be at most ${max} characters`,
};

export interface CheckedValues {
  /** The filled fields, keyed by input slug: trimmed text, numbers as numbers; empty ones left out. */
  values: Record<string, string | number>;
  /** Per input slug, what is wrong with it. */
  errors: Record<string, string>;
}

/**
 * Checks a submission against the form's inputs: required fields present, numbers numeric,
 * emails shaped like one, lengths bounded. Fields that are not inputs of the form are dropped.
 */
export function checkFormValues(inputs: FormInputRule[], raw: Record<string, unknown>, messages: FieldMessages = ENGLISH_MESSAGES): CheckedValues {
  const values: CheckedValues["values"] = {};
  const errors: CheckedValues["errors"] = {};
  for (const input of inputs) {
    if (!input.slug || input.slug in errors || input.slug in values) continue;
    const kind = inputKind(input);
    const given = raw[input.slug];
    if (given !== undefined && given !== null && typeof given !== "string" && typeof given !== "number") {
      errors[input.slug] = messages.text;
      continue;
    }
    const text = given === undefined || given === null ? "" : String(given).trim();
    if (!text) {
      if (input.isRequired) errors[input.slug] = messages.required;
      continue;
    }
    if (kind === "number") {
      const number = Number(text.replace(",", "."));
      if (!Number.isFinite(number)) errors[input.slug] = messages.number;
      else values[input.slug] = number;
      continue;
    }
    const max = kind === "unknown" ? MAX_LENGTH.text : MAX_LENGTH[kind];
    if (text.length > max) errors[input.slug] = messages.tooLong(max);
    else if (kind === "email" && !EMAIL.test(text)) errors[input.slug] = messages.email;
    else values[input.slug] = text;
  }
  return { values, errors };
}
