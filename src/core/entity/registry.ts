import type { EntityDef } from "./entity-def.js";

const entities = new Map<string, EntityDef>();

const keyOf = (module: string, name: string) => `${module}/${name}`;

let ordered: EntityDef[] | undefined;

export function registerEntity(def: EntityDef): void {
  const key = keyOf(def.module, def.name);
  if (entities.has(key)) throw new Error(`Entity ${key} is declared twice`);
  entities.set(key, def);
  ordered = undefined;
}

export function findEntity(module: string, name: string): EntityDef | undefined {
  return entities.get(keyOf(module, name));
}

export function getEntity(module: string, name: string): EntityDef {
  const def = findEntity(module, name);
  if (!def) throw new Error(`Unknown entity ${keyOf(module, name)}`);
  return def;
}

/**
 * Every declared entity, models before relations, and each after the entities it points at (its
 * reference fields, a relation's two sides), so seeds and dumps can follow this order whatever
 * order the modules were imported in.
 */
export function allEntities(alsoAfter?: (def: EntityDef) => EntityDef[]): EntityDef[] {
  // Dependencies known only to the caller (the records a seed file names) reorder a copy.
  if (alsoAfter) return referencedFirst(allEntities(), alsoAfter);
  if (!ordered) {
    const list = [...entities.values()];
    ordered = referencedFirst([...list.filter((e) => !e.relation), ...list.filter((e) => e.relation)]);
  }
  return [...ordered];
}

function dependenciesOf(def: EntityDef): EntityDef[] {
  const targets = [...def.fields.flatMap((f) => (f.references ? [f.references] : [])), ...(def.relation ? [def.relation.left, def.relation.right] : [])];
  return targets.flatMap((t) => entities.get(keyOf(t.module, t.name)) ?? []).filter((t) => t !== def);
}

/** A stable depth-first order: an entity keeps its place unless something it points at comes later. */
function referencedFirst(list: EntityDef[], alsoAfter: (def: EntityDef) => EntityDef[] = () => []): EntityDef[] {
  const placed = new Set<EntityDef>();
  const visiting = new Set<EntityDef>();
  const out: EntityDef[] = [];
  const visit = (def: EntityDef) => {
    if (placed.has(def) || visiting.has(def)) return;
    visiting.add(def);
    for (const target of [...dependenciesOf(def), ...alsoAfter(def)]) if (!target.relation || def.relation) visit(target);
    placed.add(def);
    out.push(def);
  };
  for (const def of list) visit(def);
  return out;
}

/**
 * The modules that declare an entity of this name (`widgets`: every module a host widget can show
 * a widget of), sorted. Read from the registry, which the module list fills, so no second list
 * of module names is kept by hand.
 */
export function modulesDeclaring(name: string): string[] {
  return [...new Set([...entities.values()].filter((def) => def.name === name && !def.relation).map((def) => def.module))].sort();
}

/** Relations whose foreign key points at the given entity (for admin relation tabs). */
export function relationsOf(def: EntityDef): EntityDef[] {
  return allEntities().filter(
    (e) =>
      e.relation &&
      ((e.relation.left.module === def.module && e.relation.left.name === def.name) ||
        (e.relation.right.module === def.module && e.relation.right.name === def.name)),
  );
}

/** Every entity whose rows the database deletes, directly or through a chain, with one of def's rows. */
export function cascadeDependents(def: EntityDef): EntityDef[] {
  const found = new Map<string, EntityDef>();
  const visit = (target: EntityDef) => {
    for (const e of entities.values()) {
      const key = keyOf(e.module, e.name);
      if (found.has(key)) continue;
      if (e.cascadesFrom.some((c) => c.module === target.module && c.name === target.name)) {
        found.set(key, e);
        visit(e);
      }
    }
  };
  visit(def);
  return [...found.values()];
}
