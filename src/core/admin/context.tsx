import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createLabeller, type AdminLabeller, type ModuleAdminLabels } from "./labels";
import type { AdminOverrides } from "./model";
import type { AdminScreen, AdminShortcut } from "./screens";
import { entityKey, type AdminEntity, type EntityRef } from "./types";

export interface AdminSettings {
  entities: AdminEntity[];
  languages: readonly string[];
  /** The language localised values are shown and first edited in. */
  defaultLanguage: string;
  /** The admin's own words' language (its url's: /admin is the site's default, /en/admin English); defaultLanguage when left out. */
  language?: string;
  /** The site's default language, whose title a new record's slug follows; defaultLanguage when left out. */
  siteLanguage?: string;
  /** The modules' names for their entities, fields and values (src/web/admin/labels.ts lists them). */
  labels?: readonly ModuleAdminLabels[];
  /** The site's IANA time zone: datetimes are shown and entered on its clock (default UTC). */
  timeZone?: string;
  overrides?: AdminOverrides;
  /** Screens modules add beside the generated tables (src/web/admin/screens.ts lists them). */
  screens?: AdminScreen[];
  /** The everyday tasks the start page offers first (src/web/admin/shortcuts.ts). */
  shortcuts?: AdminShortcut[];
  /** Where the table of an entity lives ('/ru/admin/blog/articles'). */
  hrefOf?: (entity: EntityRef) => string;
}

interface AdminValue extends AdminSettings {
  language: string;
  siteLanguage: string;
  find(ref: EntityRef | undefined): AdminEntity | undefined;
  /** What the admin calls modules, entities, fields and values in its language. */
  label: AdminLabeller;
}

const AdminContext = createContext<AdminValue | undefined>(undefined);

export function AdminProvider({ children, ...settings }: AdminSettings & { children: ReactNode }) {
  const { entities } = settings;
  const byKey = useMemo(() => new Map(entities.map((e) => [entityKey(e), e])), [entities]);
  const language = settings.language ?? settings.defaultLanguage;
  const label = useMemo(() => createLabeller(settings.labels ?? [], language, entities), [settings.labels, language, entities]);
  const value = useMemo<AdminValue>(
    () => ({ ...settings, language, siteLanguage: settings.siteLanguage ?? settings.defaultLanguage, label, find: (ref) => (ref ? byKey.get(entityKey(ref)) : undefined) }),
    [byKey, label, language, settings.languages, settings.defaultLanguage, settings.siteLanguage, settings.timeZone, settings.overrides, settings.screens, settings.shortcuts, settings.hrefOf],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin needs an <AdminProvider>");
  return value;
}
