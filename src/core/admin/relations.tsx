import { Tabs } from "radix-ui";
import { createContext, useContext, type ComponentType } from "react";
import { useAdmin } from "./context";
import { FORM_TEXTS } from "./form-texts";
import { entityKey, type AdminEntity, type AdminLink } from "./types";
import { useAdminTexts } from "./use-texts";

export interface RelationTableProps {
  entity: AdminEntity;
  parent: { key: string; id: string };
  link: AdminLink;
  headingLevel: 3;
}

/**
 * The table a relation tab shows: the admin table puts itself here (table.tsx), so forms and their
 * relation tabs do not import the table that imports them.
 */
const RelationTable = createContext<ComponentType<RelationTableProps> | null>(null);
export const RelationTableProvider = RelationTable.Provider;

/**
 * The relation tables of a record's form: one tab per relation whose foreign key points at the
 * record (pages: pages-to-layouts, pages-to-metadata, pages-to-widgets...), each filtered by the
 * record's id, with add, reorder and remove.
 */
export function RelationTabs({ entity, row }: { entity: AdminEntity; row: { id: string } }) {
  const admin = useAdmin();
  const Table = useContext(RelationTable);
  const t = useAdminTexts(FORM_TEXTS);
  const links = entity.links.filter((link) => admin.find(link));
  if (!links.length || !Table) return null;
  const names = links.map((l) => admin.label.entity(l));
  const tabLabel = (link: AdminLink, i: number) =>
    names.filter((n) => n === names[i]).length > 1 ? `${names[i]} (${admin.label.field(link, link.key)})` : names[i]!;
  const value = (link: AdminLink) => `${entityKey(link)}:${link.key}`;
  return (
    <section aria-label={t("relatedRecords")} className="space-y-2 border-t border-brand-200 pt-4">
      <h3 className="text-base font-semibold">{t("relatedRecords")}</h3>
      <Tabs.Root defaultValue={value(links[0]!)}>
        <Tabs.List aria-label={t("relations")} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
          {links.map((link, i) => (
            <Tabs.Trigger
              key={value(link)}
              value={value(link)}
              className="shrink-0 whitespace-nowrap rounded-md border border-brand-200 bg-white px-3 py-1.5 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {tabLabel(link, i)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {links.map((link) => (
          <Tabs.Content key={value(link)} value={value(link)} className="pt-3 focus-visible:outline-2 focus-visible:outline-brand-600">
            <Table entity={admin.find(link)!} parent={{ key: link.key, id: row.id }} link={link} headingLevel={3} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
