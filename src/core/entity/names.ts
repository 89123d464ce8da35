/** Naming rules shared by tables, columns and routes. */

export const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const pascal = (kebab: string) => {
  const c = camel(kebab);
  return c.charAt(0).toUpperCase() + c.slice(1);
};

export const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/-/g, "_")
    .toLowerCase();

const invariable = new Set(["metadata"]);

/** 'categories' -> 'category', 'buttons-arrays' -> 'buttons-array', 'metadata' stays. */
export function singular(kebab: string): string {
  if (invariable.has(kebab)) return kebab;
  if (kebab.endsWith("ies")) return `${kebab.slice(0, -3)}y`;
  if (kebab.endsWith("ses") && !kebab.endsWith("uses")) return kebab.slice(0, -1);
  if (kebab.endsWith("s")) return kebab.slice(0, -1);
  return kebab;
}

export const POSTGRES_IDENTIFIER_LIMIT = 63;
