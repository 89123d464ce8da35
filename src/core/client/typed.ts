// The entity client by name, `client.blog.articles.find()`: entity names and row types come from
// the declarations, as types only (`import type`), so a browser bundle carries neither drizzle nor
// the declarations; at run time it is a small Proxy over `client.entity(module, name)`.
import type { Table } from "drizzle-orm";
import type { Declared } from "../entity/define.js";
import type { RowOf } from "./api.js";
import type { ApiClient, EntityClient } from "./entities.js";

/** The declared tables among a module's exports (a union of `typeof import(entities file)`). */
type DeclaredTables<X> = X extends unknown ? { [K in keyof X]: X[K] extends Table & Declared ? X[K] : never }[keyof X] : never;

type ModuleOf<T> = T extends Declared<infer M, string> ? M : never;
type NameOf<T> = T extends Declared<string, infer N> ? N : never;

/** `{ [module]: { [entity]: EntityClient<Row> } }` for every table declared in the given exports. */
export type EntityClients<X> = {
  [M in ModuleOf<DeclaredTables<X>>]: { [T in Extract<DeclaredTables<X>, Declared<M, string>> as NameOf<T>]: EntityClient<T extends Table ? RowOf<T> : never> };
};

/** The client with every entity by name (`client.blog.articles`); `client.entity(module, name)` stays for names known only at run time. */
export function withEntityNames<E>(client: ApiClient): ApiClient & E {
  const modules = new Map<string, object>();
  const moduleOf = (module: string) => {
    const entities = new Map<string, EntityClient>();
    return new Proxy(
      {},
      {
        get: (_, name) => {
          if (typeof name !== "string") return undefined;
          if (!entities.has(name)) entities.set(name, client.entity(module, name));
          return entities.get(name);
        },
      },
    );
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (typeof key !== "string" || key in target) return Reflect.get(target, key, receiver) as unknown;
      if (!modules.has(key)) modules.set(key, moduleOf(key));
      return modules.get(key);
    },
  }) as ApiClient & E;
}
