import type { EntityDef } from "./define.js";

const entities = new Map<string, EntityDef>();

const keyOf = (module: string, name: string) => `${module}/${name}`;

export function registerEntity(def: EntityDef): void {
  const key = keyOf(def.module, def.name);
  if (entities.has(key)) throw new Error(`Entity ${key} is declared twice`);
  entities.set(key, def);
}

export function findEntity(module: string, name: string): EntityDef | undefined {
  return entities.get(keyOf(module, name));
}

export function getEntity(module: string, name: string): EntityDef {
  const def = findEntity(module, name);
  if (!def) throw new Error(`Unknown entity ${keyOf(module, name)}`);
  return def;
}

/** Every declared entity, models before relations so seeds and dumps can follow this order. */
export function allEntities(): EntityDef[] {
  const list = [...entities.values()];
  return [...list.filter((e) => !e.relation), ...list.filter((e) => e.relation)];
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
