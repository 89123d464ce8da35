/**
 * The admin form's zod schema, default values and payload, derived in the browser from the
 * entity metadata. It mirrors the server's rules (src/core/entity/schemas.ts) and adds the
 * admin's own (SPEC section 5): variant, adminTitle and slug are required; strict slugs take
 * lowercase letters, digits and hyphens; localised fields are records; a cleared number input is
 * '' (sent as null where the column allows it).
 */
import { z } from "zod";
import { translateMessage } from "../i18n/messages";
import { randomAdminTitle, randomSlug } from "../entity/random-words";
import { fillText } from "../i18n/texts";
import { FORM_TEXTS } from "./form-texts";
import type { AdminLabeller } from "./labels";
import { formFields, inputOf, REQUIRED_NAMES, type AdminOverrides } from "./model";
import type { AdminEntity, AdminField } from "./types";
import { fromZonedInput, toZonedInput } from "./time-zone";
import { isEmptyRichText } from "../text/plain-text";

export type FormValues = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/**
 * The messages of one language's checks. English ones end a sentence the field's label begins
 * ('is required' under 'Slug' reads 'Slug is required'); Russian ones stand alone.
 */
interface Words {
  text(key: keyof typeof FORM_TEXTS.phrases, values?: Record<string, string | number>): string;
  language: string;
  label?: AdminLabeller;
}

function wordsIn(language: string, label?: AdminLabeller): Words {
  return {
    text: (key, values) => {
      const text = FORM_TEXTS.text(key, language);
      return values ? fillText(text, values) : text;
    },
    language,
    label,
  };
}

/** An empty TipTap document: one empty paragraph. */
export const EMPTY_DOC = { type: "doc", content: [{ type: "paragraph" }] };

export function isRequired(field: AdminField): boolean {
  if (REQUIRED_NAMES.has(field.name)) return true;
  return Boolean(field.notNull && !field.hasDefault);
}

const validDate = (value: string) => value === "" || !Number.isNaN(new Date(value).getTime());

function jsonParses(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

function textSchema(field: AdminField, words: Words): z.ZodType {
  let schema = z.string({ error: words.text("mustBeText") });
  if (field.format === "uuid") schema = schema.refine((v) => v === "" || UUID.test(v), { error: words.text("mustBeUuid") }) as unknown as z.ZodString;
  if (field.pattern) {
    const regex = new RegExp(field.pattern.source, field.pattern.flags);
    // The declaration's message is the server's too: registered in every language (form-texts.ts).
    const message = translateMessage(field.pattern.message, words.language);
    schema = schema.refine((v) => v === "" || regex.test(v), { error: message }) as unknown as z.ZodString;
  }
  return isRequired(field) ? schema.refine((v) => v.trim() !== "", { error: words.text("required") }) : schema;
}

function numberSchema(field: AdminField, integer: boolean, words: Words): z.ZodType {
  const notNumber = words.text("mustBeNumber");
  let number = integer
    ? z.number({ error: notNumber }).int({ error: words.text("mustBeInteger") }).min(INT_MIN).max(INT_MAX)
    : z.number({ error: notNumber }).refine(Number.isFinite, { error: notNumber });
  const { min, max } = field.range ?? {};
  const shown = (n: number) => (words.language === "en" ? String(n) : n.toLocaleString(words.language));
  if (min !== undefined) number = number.refine((v) => v >= min, { error: words.text("atLeast", { min: shown(min) }) });
  if (max !== undefined) number = number.refine((v) => v <= max, { error: words.text("atMost", { max: shown(max) }) });
  const schema = z.union([z.literal(""), number], { error: notNumber });
  return field.notNull ? schema.refine((v) => v !== "", { error: words.text("required") }) : schema;
}

/**
 * The zod schema of one field's form value. Its messages are in `language` (English unless told);
 * `label` names an enum's values in them.
 */
export function fieldSchema(entity: AdminEntity, field: AdminField, overrides?: AdminOverrides, language = "en", label?: AdminLabeller): z.ZodType {
  const words = wordsIn(language, label);
  const REQUIRED = words.text("required");
  switch (inputOf(entity, field, overrides)) {
    case "text":
    case "textarea":
    case "slug":
    case "file":
      return textSchema(field, words);
    case "variant":
      return z.string().refine((v) => v.trim() !== "", { error: REQUIRED });
    case "localised":
    case "localisedRichText":
      return z.record(z.string(), z.unknown(), { error: words.text("mustBeLanguages") });
    case "integer":
      return numberSchema(field, true, words);
    case "number":
      return numberSchema(field, false, words);
    case "boolean":
      return z.boolean({ error: words.text("mustBeYesNo") });
    case "nullableBoolean":
      return z.boolean({ error: words.text("mustBeYesNo") }).nullable();
    case "enum": {
      const values = field.values ?? [];
      const named = values.map((v) => (label ? label.value(entity, field.name, v) : v));
      const schema = z.string().refine((v) => values.includes(v) || (!field.notNull && v === ""), { error: words.text("mustBeOneOf", { values: named.join(", ") }) });
      return schema;
    }
    case "date":
    case "datetime": {
      const schema = z.string().refine(validDate, { error: words.text("mustBeDate") });
      return isRequired(field) ? schema.refine((v) => v !== "", { error: REQUIRED }) : schema;
    }
    case "json":
      return z.string().refine((v) => v.trim() === "" || jsonParses(v), { error: words.text("mustBeJson") });
    case "reference": {
      const schema = z.string().refine((v) => v === "" || UUID.test(v), { error: words.text("mustBeUuid") });
      return field.notNull ? schema.refine((v) => v !== "", { error: REQUIRED }) : schema;
    }
    default:
      return z.unknown();
  }
}

/** The form's schema: one entry per editable field, its messages in `language` (English unless told). */
export function formSchema(entity: AdminEntity, overrides?: AdminOverrides, language = "en", label?: AdminLabeller): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of formFields(entity)) shape[field.name] = fieldSchema(entity, field, overrides, language, label);
  return z.object(shape);
}

// ---- values ----

/** An ISO timestamp as the value of <input type="date"> (calendar dates are kept at UTC midnight). */
export function toDateInput(value: unknown): string {
  if (!value) return "";
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

function localisedValues(value: unknown, languages: readonly string[]): Record<string, string> {
  const record = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const language of new Set([...languages, ...Object.keys(record)])) {
    const v = record[language];
    out[language] = v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
  }
  return out;
}

/**
 * The form's starting values: the record's (update) or the declared defaults (create), with
 * generated adminTitle and slug so a new record is valid as soon as the form opens.
 */
export function defaultValues(
  entity: AdminEntity,
  languages: readonly string[],
  row?: Record<string, unknown>,
  overrides?: AdminOverrides,
  timeZone = "UTC",
  /** The admin's language: a generated adminTitle is in its words. */
  adminLanguage = "en",
): FormValues {
  const values: FormValues = {};
  for (const field of formFields(entity)) {
    const input = inputOf(entity, field, overrides);
    const raw = row ? row[field.name] : field.defaultValue;
    switch (input) {
      case "localised":
      case "localisedRichText":
        values[field.name] = localisedValues(raw, languages);
        break;
      case "integer":
      case "number":
        values[field.name] = typeof raw === "number" ? raw : "";
        break;
      case "boolean":
        values[field.name] = typeof raw === "boolean" ? raw : false;
        break;
      case "nullableBoolean":
        values[field.name] = typeof raw === "boolean" ? raw : null;
        break;
      case "enum":
        values[field.name] = typeof raw === "string" ? raw : field.notNull ? (field.values?.[0] ?? "") : "";
        break;
      case "variant":
        values[field.name] = typeof raw === "string" ? raw : (entity.variants[0] ?? "default");
        break;
      case "date":
        values[field.name] = toDateInput(raw);
        break;
      case "datetime":
        values[field.name] = toZonedInput(raw, timeZone);
        break;
      case "json":
        values[field.name] = raw === undefined || raw === null ? "" : JSON.stringify(raw, null, 2);
        break;
      default: {
        let text = raw === undefined || raw === null ? "" : typeof raw === "string" ? raw : JSON.stringify(raw);
        if (!row && field.generated && text === "") text = field.name === "adminTitle" ? randomAdminTitle(adminLanguage) : field.kind === "slug" ? randomSlug() : "";
        values[field.name] = text;
      }
    }
  }
  return values;
}

/** What the form sends: empty languages dropped, '' as null where a column may be empty, dates as ISO. */
export function toPayload(
  entity: AdminEntity,
  values: FormValues,
  options: { mode: "create" | "update"; overrides?: AdminOverrides; timeZone?: string },
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of formFields(entity)) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    const empty = value === "" || value === undefined;
    const input = inputOf(entity, field, options.overrides);
    // Left empty on create, a column with a default (or a generated one) gets it from the server.
    if (empty && options.mode === "create" && field.hasDefault && input !== "localised" && input !== "localisedRichText") continue;
    switch (input) {
      case "localised":
      case "localisedRichText": {
        const record: Record<string, unknown> = {};
        for (const [language, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
          if (v === "" || v === undefined || v === null) continue;
          if (input === "localisedRichText" && isEmptyRichText(v)) continue;
          record[language] = v;
        }
        data[field.name] = record;
        break;
      }
      case "integer":
      case "number":
        if (empty) {
          if (!field.notNull) data[field.name] = null;
        } else data[field.name] = Number(value);
        break;
      case "date":
        data[field.name] = empty ? null : new Date(`${String(value)}T00:00:00.000Z`).toISOString();
        break;
      case "datetime":
        data[field.name] = empty ? null : fromZonedInput(String(value), options.timeZone ?? "UTC");
        break;
      case "json":
        data[field.name] = typeof value === "string" && value.trim() !== "" ? JSON.parse(value) : null;
        break;
      case "boolean":
      case "nullableBoolean":
        data[field.name] = value ?? null;
        break;
      case "unknown":
        if (value !== undefined) data[field.name] = value;
        break;
      default:
        if (empty) {
          if (!field.notNull) data[field.name] = null;
          else if (!field.hasDefault || options.mode === "update") data[field.name] = "";
        } else data[field.name] = value;
    }
  }
  return data;
}

/** One part of a server's refusal: the field (and language) it names, if any, and its message. */
export interface ServerMessagePart {
  /** The part as the server wrote it (without the 'Invalid input: ' a refusal may start with). */
  part: string;
  field?: string;
  language?: string;
  text: string;
}

/** A server's refusal ('Invalid input: title.ru: …; slug: …') cut into its parts, each with the field it names. */
export function serverMessageParts(message: string): ServerMessagePart[] {
  return message.split("; ").map((whole) => {
    const part = whole.replace(/^Invalid input: /, "");
    const match = part.match(/^([A-Za-z0-9_]+)(?:\.([^:\s]+))?(?:, [A-Za-z0-9_]+)*: (.+)$/);
    return match ? { part, field: match[1], language: match[2], text: match[3]! } : { part, text: part };
  });
}

/**
 * Server messages naming a field ('slug: a record with this value already exists',
 * 'title.ru: ...') as errors of those fields; the rest stay general.
 */
export function fieldErrorsOf(messages: string[], fieldNames: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    for (const { field, text } of serverMessageParts(message)) {
      if (field && fieldNames.includes(field) && !errors[field]) errors[field] = text;
    }
    const unique = message.match(/^([A-Za-z0-9_]+) must be unique$/);
    if (unique && fieldNames.includes(unique[1]!) && !errors[unique[1]!]) errors[unique[1]!] = "must be unique";
  }
  return errors;
}
