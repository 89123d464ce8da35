import type { ComponentType } from "react";
import type { ExternalWidgetRef } from "./page-tree";

export interface ModuleWidgetProps {
  /** The module widget's id and the host link's variant. */
  external: ExternalWidgetRef;
  /** What the module's widgetData returned for this widget (undefined when it was not found). */
  data: unknown;
}

/** Each module with public widgets registers one renderer; the host dispatches through this map. */
const renderers = new Map<string, ComponentType<ModuleWidgetProps>>();

export function registerWidgetRenderer(module: string, component: ComponentType<ModuleWidgetProps>) {
  renderers.set(module, component);
}

export function widgetRendererFor(module: string): ComponentType<ModuleWidgetProps> | undefined {
  return renderers.get(module);
}
