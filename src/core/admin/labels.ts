/**
 * The admin's names for what the declarations call by code names: modules, entities, fields, enum
 * values and render variants. A module declares them once per language next to its entities
 * (`src/modules/{module}/admin/labels.ts`); English may be left out, as the code names read as
 * English ('adminTitle' → 'Admin title'), except for variants, whose codes ('smolny-history') say
 * nothing to an editor. tests/admin/labels.test.ts checks that every entity, field and value has
 * a Russian name, and every variant a name in both. Browser-safe: plain data, no entity imports.
 */
import type { InterfaceLanguage } from "../i18n/texts";
import { entityKey, type AdminEntity, type EntityRef } from "./types";

/** One module's admin words in one language. */
export interface AdminWords {
  module?: string;
  /** By entity name (its plural, as the admin lists it: 'Статьи'). */
  entities?: Record<string, string>;
  /** By field name, for the whole module; 'entity.field' for a field one entity means otherwise. */
  fields?: Record<string, string>;
  /** An enum field's values by field name (or 'entity.field'), then value. */
  values?: Record<string, Record<string, string>>;
  /**
   * Render variants by code, for the whole module ('smolny-history': what it looks like); 'entity.code'
   * for a code one entity renders otherwise (slides' 'smolny-thin' is not the sliders').
   */
  variants?: Record<string, string>;
}

export interface ModuleAdminLabels {
  module: string;
  words: Partial<Record<InterfaceLanguage, AdminWords>>;
}

/** Declares a module's admin words: Russian in full, English only where the code name reads badly. */
export function defineAdminLabels(module: string, words: { ru: AdminWords & { module: string }; en?: AdminWords }): ModuleAdminLabels {
  return { module, words };
}

/** 'adminTitle' → 'Admin title', 'fileStorageModuleFileId' → 'File storage module file id'. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An enum value no module named, as a word: 'one_off' → 'One off', 'order-status-changed' →
 * 'Order status changed'. A code that is not a lowercase word ('GET', '*', 'EUR') is shown as it is.
 */
function valueWord(value: string): string {
  return /^[a-z][a-z0-9_-]*$/.test(value) ? labelOf(value) : value;
}

/** Fields every module's entities share, named by the framework. */
const COMMON: Partial<Record<InterfaceLanguage, AdminWords>> = {
  ru: {
    fields: {
      id: "Идентификатор",
      createdAt: "Создано",
      updatedAt: "Изменено",
      variant: "Вариант",
      className: "CSS-класс",
      adminTitle: "Название в админке",
      slug: "Слаг",
      title: "Заголовок",
      subtitle: "Подзаголовок",
      description: "Описание",
      shortDescription: "Краткое описание",
      orderIndex: "Порядок",
    },
    variants: { default: "Обычный" },
  },
  en: {
    variants: { default: "Default" },
  },
};

/** A module's word for a key, or the one an entity declares for itself ('entity.key'). */
function ownWord<T>(words: Record<string, T> | undefined, ref: EntityRef, key: string): T | undefined {
  return words?.[`${ref.name}.${key}`] ?? words?.[key];
}

/** What the admin calls things, in one language. */
export interface AdminLabeller {
  module(module: string): string;
  entity(ref: EntityRef): string;
  field(ref: EntityRef, field: string): string;
  value(ref: EntityRef, field: string, value: string): string;
  /** A render variant's name; its code when no one named it (a stored variant no longer declared). */
  variant(ref: EntityRef, code: string): string;
  /** Whether a name was declared (the labels test): not generated from the code name. */
  declared(kind: "module" | "entity" | "field" | "value", ref: EntityRef, field?: string, value?: string): boolean;
}

export function createLabeller(labels: readonly ModuleAdminLabels[], language: string, entities: readonly AdminEntity[] = []): AdminLabeller {
  const byModule = new Map(labels.map((l) => [l.module, l.words[language as InterfaceLanguage]]));
  const common = COMMON[language as InterfaceLanguage];
  const relations = new Map(entities.filter((e) => e.relation).map((e) => [entityKey(e), e.relation!]));

  const fieldName = (ref: EntityRef, field: string) => ownWord(byModule.get(ref.module)?.fields, ref, field) ?? common?.fields?.[field];
  const valueName = (ref: EntityRef, field: string, value: string) => ownWord(byModule.get(ref.module)?.values, ref, field)?.[value];
  const variantName = (ref: EntityRef, code: string) => ownWord(byModule.get(ref.module)?.variants, ref, code) ?? common?.variants?.[code];
  const entityName = (ref: EntityRef): string | undefined => {
    const declared = byModule.get(ref.module)?.entities?.[ref.name];
    if (declared) return declared;
    // A relation no one named is called by its two sides ('Статьи — Категории', 'Articles — Files');
    // an English side may be its code name, a Russian one must be named.
    const relation = relations.get(entityKey(ref));
    if (!relation) return undefined;
    const side = (end: EntityRef) => entityName(end) ?? (language === "en" ? labelOf(end.name) : undefined);
    const left = side(relation.left);
    const right = side(relation.right);
    return left && right ? `${left} — ${right}` : undefined;
  };

  return {
    module: (module) => byModule.get(module)?.module ?? labelOf(module),
    entity: (ref) => entityName(ref) ?? labelOf(ref.name),
    field: (ref, field) => fieldName(ref, field) ?? labelOf(field),
    value: (ref, field, value) => valueName(ref, field, value) ?? valueWord(value),
    variant: (ref, code) => variantName(ref, code) ?? code,
    declared: (kind, ref, field = "", value = "") =>
      kind === "module"
        ? byModule.get(ref.module)?.module !== undefined
        : kind === "entity"
          ? entityName(ref) !== undefined
          : kind === "field"
            ? fieldName(ref, field) !== undefined
            : valueName(ref, field, value) !== undefined,
  };
}
