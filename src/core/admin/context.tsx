import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { AdminOverrides } from "./model";
import type { AdminScreen } from "./screens";
import { entityKey, type AdminEntity, type EntityRef } from "./types";

export interface AdminSettings {
  entities: AdminEntity[];
  languages: readonly string[];
  defaultLanguage: string;
  /** The site's IANA time zone: datetimes are shown and entered on its clock (default UTC). */
  timeZone?: string;
  overrides?: AdminOverrides;
  /** Screens modules add beside the generated tables (src/web/admin/screens.ts lists them). */
  screens?: AdminScreen[];
  /** Where the table of an entity lives ('/ru/admin/blog/articles'). */
  hrefOf?: (entity: EntityRef) => string;
}

interface AdminValue extends AdminSettings {
  find(ref: EntityRef | undefined): AdminEntity | undefined;
}

const AdminContext = createContext<AdminValue | undefined>(undefined);

export function AdminProvider({ children, ...settings }: AdminSettings & { children: ReactNode }) {
  const { entities } = settings;
  const byKey = useMemo(() => new Map(entities.map((e) => [entityKey(e), e])), [entities]);
  const value = useMemo<AdminValue>(
    () => ({ ...settings, find: (ref) => (ref ? byKey.get(entityKey(ref)) : undefined) }),
    [byKey, settings.languages, settings.defaultLanguage, settings.timeZone, settings.overrides, settings.screens, settings.hrefOf],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin needs an <AdminProvider>");
  return value;
}
