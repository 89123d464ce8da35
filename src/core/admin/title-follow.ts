/**
 * A new record's adminTitle and slug follow its title as the person types it, as a CMS does:
 * 'Рождественский концерт' gives the admin title 'Рождественский концерт' and the slug
 * 'rozhdestvenskii-kontsert'. The title read is the site's default language's, else the first
 * other language that has one; an entity without a title follows its file's name instead (an
 * upload is named after the file). A field the person edits stops following (its value is no
 * longer the one following gave it); an existing record's never follow, so its URL stays. With
 * no title at all a field keeps its generated fallback ('Amber harbor falcon').
 */
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { formFields, inputOf, type AdminOverrides } from "./model";
import type { FormValues } from "./schema";
import { slugOf } from "./slug";
import type { AdminEntity } from "./types";
import { plainText } from "../text/plain-text";

/** The longest admin title following gives (the server's upload names are cut there too). */
export const ADMIN_TITLE_MAX_LENGTH = 200;

export interface TitleFollow {
  /** The field followed: a title (localised or plain text), or a file's path. */
  source: { name: string; kind: "title" | "file" };
  /** The fields that follow it. */
  targets: { name: string; kind: "adminTitle" | "slug" }[];
}

/** Who follows what in an entity's create form (none when nothing can: no title, no adminTitle or slug). */
export function titleFollowOf(entity: AdminEntity, overrides?: AdminOverrides, fixed?: Record<string, unknown>): TitleFollow | undefined {
  const fields = formFields(entity).filter((f) => !(fixed && f.name in fixed));
  const title = fields.find((f) => f.name === "title" && ["localised", "text"].includes(inputOf(entity, f, overrides)));
  const file = fields.find((f) => inputOf(entity, f, overrides) === "file");
  const source = title ? { name: title.name, kind: "title" as const } : file ? { name: file.name, kind: "file" as const } : undefined;
  const targets = fields.flatMap((f): TitleFollow["targets"] =>
    f.name === "adminTitle" ? [{ name: f.name, kind: "adminTitle" }] : f.kind === "slug" && f.name !== source?.name ? [{ name: f.name, kind: "slug" }] : [],
  );
  return source && targets.length ? { source, targets } : undefined;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** A path's or url's last segment ('/uploads/ab12.png' → 'ab12.png'), decoded when it can be. */
function fileName(value: string): string {
  const last = value.split(/[?#]/)[0]!.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The text followed: the title in the default language, else in the first other that has one; a file's name. */
export function sourceText(follow: TitleFollow, value: unknown, languages: readonly string[], defaultLanguage: string): string {
  if (follow.source.kind === "file") return oneLine(fileName(typeof value === "string" ? value : ""));
  if (typeof value === "string") return oneLine(plainText(value));
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  for (const language of [defaultLanguage, ...languages, ...Object.keys(record)]) {
    const text = record[language];
    if (typeof text === "string" && oneLine(plainText(text))) return oneLine(plainText(text));
  }
  return "";
}

/**
 * What a following field holds for the text followed: the text itself (an admin title) or its
 * slug ('Рождественский концерт' → 'rozhdestvenskii-kontsert'); `fallback` when it gives none.
 */
export function followedValue(kind: "adminTitle" | "slug", text: string, fallback: string, source: "title" | "file" = "title"): string {
  if (kind === "adminTitle") return text ? text.slice(0, ADMIN_TITLE_MAX_LENGTH).trim() : fallback;
  // A file's slug is its name without the extension ('Easter 2025.jpg' → 'easter-2025').
  const slug = slugOf(source === "file" ? text.replace(/\.[a-z0-9]{1,8}$/i, "") : text);
  return slug || fallback;
}

interface FollowOptions {
  languages: readonly string[];
  defaultLanguage: string;
  /** Each target's value when the source gives none (the form's generated adminTitle and slug). */
  fallback: FormValues;
}

/** The values of the targets for `values`' source. */
export function followedValues(follow: TitleFollow, values: FormValues, options: FollowOptions): FormValues {
  const text = sourceText(follow, values[follow.source.name], options.languages, options.defaultLanguage);
  const out: FormValues = {};
  for (const target of follow.targets) out[target.name] = followedValue(target.kind, text, String(options.fallback[target.name] ?? ""), follow.source.kind);
  return out;
}

/** A form's starting values with the targets following its source (a title given by the declared default). */
export function withFollowedTitle(follow: TitleFollow | undefined, values: FormValues, options: Omit<FollowOptions, "fallback">): FormValues {
  return follow ? { ...values, ...followedValues(follow, values, { ...options, fallback: values }) } : values;
}

/** What followTitle needs of a react-hook-form form (useForm's or createFormControl's). */
export type FollowedForm = Pick<UseFormReturn<FormValues>, "watch" | "getValues" | "setValue" | "getFieldState">;

/**
 * Keeps the targets following the source in `form` until each is edited; returns the unsubscribe.
 * A target is taken as edited when it holds another value than following gave it (or would give
 * it now, when this starts on a form already open).
 */
export function followTitle(form: FollowedForm, follow: TitleFollow, options: FollowOptions): () => void {
  const expected = followedValues(follow, form.getValues(), options);
  /** What each target still following was last given. */
  const given = new Map<string, unknown>();
  for (const { name } of follow.targets) if (form.getValues(name) === expected[name]) given.set(name, expected[name]);
  const subscription = form.watch((_values, { name }) => {
    if (!name) return;
    if (given.has(name) && form.getValues(name) !== given.get(name)) {
      given.delete(name);
      return;
    }
    if (name !== follow.source.name && !name.startsWith(`${follow.source.name}.`)) return;
    const next = followedValues(follow, form.getValues(), options);
    for (const [target, value] of Object.entries(next)) {
      if (!given.has(target) || form.getValues(target) === value) continue;
      given.set(target, value);
      form.setValue(target, value, { shouldDirty: true, shouldValidate: form.getFieldState(target).invalid });
    }
  });
  return () => subscription.unsubscribe();
}

/** followTitle for as long as the form is mounted with `follow` (none: an existing record's form). */
export function useTitleFollow(form: FollowedForm, follow: TitleFollow | undefined, options: FollowOptions): void {
  // The options are the form's first values and the site's languages: fixed while it is open.
  useEffect(() => (follow ? followTitle(form, follow, options) : undefined), [follow]);
}
