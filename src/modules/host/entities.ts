import { baseColumns, contentColumns, defineEntity, draftColumns, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("host");

export const pages = defineEntity(m, "pages", {
  versions: true,
  drafts: true,
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    title: field.requiredText("Page"),
    /** A template such as /blog/articles/[blog.articles.slug]. */
    url: field.uniqueText().default("/"),
    description: field.requiredText("Description"),
    language: field.requiredText("en"),
    ...draftColumns(),
  },
  admin: { titleColumn: "adminTitle", searchColumns: ["adminTitle", "url", "title"] },
});

export const layouts = defineEntity(m, "layouts", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised() },
});

export const metadata = defineEntity(m, "metadata", {
  versions: true,
  columns: {
    ...baseColumns(),
    className: field.text(),
    adminTitle: field.adminTitle(),
    title: field.requiredText(),
    description: field.text(),
    keywords: field.text(),
    author: field.text(),
    viewport: field.text(),
    openGraphTitle: field.text(),
    openGraphDescription: field.text(),
    openGraphUrl: field.text(),
    openGraphType: field.text(),
    openGraphSiteName: field.text(),
    openGraphLocale: field.text(),
    twitterCard: field.text(),
    twitterSite: field.text(),
    twitterCreator: field.text(),
    twitterTitle: field.text(),
    twitterDescription: field.text(),
    twitterUrl: field.text(),
    twitterDomain: field.text(),
    twitterAppCountry: field.text(),
  },
  admin: { titleColumn: "title", searchColumns: ["adminTitle", "title"] },
});

export const widgets = defineEntity(m, "widgets", {
  versions: true,
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns() },
});

export const pagesToWidgets = defineRelation(m, pages, widgets);
export const pagesToLayouts = defineRelation(m, pages, layouts, { variants: ["default", "additional"] });
export const pagesToMetadata = defineRelation(m, pages, metadata);
export const layoutsToWidgets = defineRelation(m, layouts, widgets, { variants: ["default", "additional"] });

/** Which module widget a host widget shows; the id is not a foreign key since it spans modules. */
export const widgetsToExternalWidgets = defineEntity(m, "widgets-to-external-widgets", {
  versions: true,
  columns: {
    ...baseColumns(),
    className: field.text(),
    orderIndex: field.orderIndex(),
    widgetId: field.reference({ module: "host", name: "widgets" }),
    /** Any module with widgets (the registry knows them: modules.ts is the one list). */
    externalModule: field.moduleDeclaring("widgets", "website-builder"),
    externalWidgetId: field.reference({ module: "website-builder", name: "widgets" }),
  },
  variants: ["default", "smolny-default"],
  foreignKeys: { widgetId: widgets },
});
