import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../src/core/paths.js";

/**
 * Modules depend on each other one way only: the graph of which module imports which (every
 * import: static, type-only, re-exports and lazy import()) has no cycle, so a module can be read,
 * tested and left out without the others it does not build on. import-x/no-cycle checks files;
 * this checks folders, where a cycle hides across several files (billing's widgets importing the
 * shop's while the shop imports billing). src/links sits outside the modules: a link joins two
 * modules' entities, and importing it is not a dependency on either module.
 */

const MODULES = join(projectRoot, "src", "modules");

type Graph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The module a path lies in, if it is under src/modules. */
const moduleOf = (path: string) => {
  const inside = relative(MODULES, path);
  return inside.startsWith("..") ? undefined : inside.split(sep)[0];
};

/** module → imported module → the importing files (with what they import). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const to = moduleOf(resolve(dirname(file), fileName));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      edges.set(to, [...(edges.get(to) ?? []), `${relative(projectRoot, file)} → ${fileName}`]);
    }
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one module (Tarjan). */
function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** A cycle with the imports that make it, so a failure says which files to untie. */
const explain = (graph: Graph, cycle: string[]) =>
  cycle.flatMap((from) => cycle.filter((to) => graph.get(from)?.has(to)).map((to) => `${from} → ${to}: ${graph.get(from)!.get(to)!.join(", ")}`));

const graphOf = (edges: [string, string][]): Graph => {
  const graph: Graph = new Map();
  for (const [from, to] of edges) graph.set(from, new Map([...(graph.get(from) ?? []), [to, ["probe"]]]));
  return graph;
};

describe("dependencies between modules", () => {
  it("the check finds a cycle, direct or through other modules, and nothing else", () => {
    expect(cyclesOf(graphOf([["billing", "ecommerce"], ["ecommerce", "billing"], ["ecommerce", "rbac"]]))).toEqual([["billing", "ecommerce"]]);
    expect(cyclesOf(graphOf([["ecommerce", "billing"], ["billing", "notification"], ["notification", "ecommerce"], ["rbac", "core"]]))).toEqual([["billing", "ecommerce", "notification"]]);
    expect(cyclesOf(graphOf([["ecommerce", "billing"], ["ecommerce", "notification"], ["notification", "rbac"], ["billing", "rbac"]]))).toEqual([]);
  });

  it("no module imports one that imports it back, directly or through others", () => {
    const graph = moduleGraph();
    // The graph is read from the real imports: the shop builds on billing, notification on rbac.
    expect(graph.get("ecommerce")?.has("billing")).toBe(true);
    expect(graph.get("notification")?.has("rbac")).toBe(true);
    expect(cyclesOf(graph).map((cycle) => explain(graph, cycle))).toEqual([]);
  });

  it("a module's entities name no other module's tables (a foreign key between modules is declared in src/links)", () => {
    const crossing = sourceFiles(MODULES)
      .filter((file) => file.endsWith(`${sep}entities.ts`))
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(file, "utf8"), true, true)
          .importedFiles.map(({ fileName }) => resolve(dirname(file), fileName))
          .filter((target) => moduleOf(target) && moduleOf(target) !== moduleOf(file) && /entities(\.js)?$/.test(target))
          .map((target) => `${relative(projectRoot, file)} → ${relative(projectRoot, target)}`),
      );
    expect(crossing).toEqual([]);
  });
});
