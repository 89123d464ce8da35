import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Phrase } from "../i18n/texts";

/** What an admin screen is given: the site's clock, for the days it shows, and the admin's language. */
export interface AdminScreenProps {
  timeZone: string;
  language: string;
}

/**
 * A screen a module adds to the admin beside its generated tables (a dashboard, a report). It is
 * listed under its module in the admin's navigation and lives at /admin/{module}/{name}; its
 * code is loaded only when opened, so what it needs (a chart library) stays out of the rest of
 * the admin. Its data comes from the module's routes, which check the caller is an admin.
 */
export interface AdminScreen {
  module: string;
  /** Its url segment; it must not be one of the module's entity names. */
  name: string;
  label: Phrase;
  load: () => Promise<{ default: ComponentType<AdminScreenProps> }>;
}

/**
 * A task the site's office does most days (the schedule, the news, the notes), offered on the
 * admin's start page before the list of every module: the site names them (src/web/admin), as
 * the framework knows no module.
 */
export interface AdminShortcut {
  /** A model's table or a module's screen. */
  to: { module: string; name: string };
  label: Phrase;
  description: Phrase;
}

const loaded = new WeakMap<AdminScreen, LazyExoticComponent<ComponentType<AdminScreenProps>>>();

/** The screen as a lazy component, made once so React keeps its state between renders. */
export function screenComponent(screen: AdminScreen): LazyExoticComponent<ComponentType<AdminScreenProps>> {
  let component = loaded.get(screen);
  if (!component) {
    component = lazy(screen.load);
    loaded.set(screen, component);
  }
  return component;
}
