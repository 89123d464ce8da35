import { graphNode, link, PUBLIC_FIELDS, referencedBy } from "../../../core/entity/index.js";
import { layouts, layoutsToWidgets, metadata, pages, pagesToLayouts, pagesToMetadata, pagesToWidgets, widgets, widgetsToExternalWidgets } from "../entities.js";

// A page's own records as one graph: its layouts with their widgets, its widgets, its metadata,
// and each host widget's links to module widgets. Every host widget is one node, reached from the
// page and from its layouts, so their external links are one query; the loader records each
// entity it reads as the page's cache dependency.

const hostWidget = graphNode(widgets, {
  fields: PUBLIC_FIELDS,
  with: { externals: referencedBy(graphNode(widgetsToExternalWidgets, { fields: PUBLIC_FIELDS }), "widgetId") },
});

export const pageNode = graphNode(pages, {
  fields: PUBLIC_FIELDS,
  with: {
    layouts: link(pagesToLayouts, graphNode(layouts, { fields: PUBLIC_FIELDS, with: { widgets: link(layoutsToWidgets, hostWidget) } })),
    widgets: link(pagesToWidgets, hostWidget),
    metadata: link(pagesToMetadata, graphNode(metadata, { fields: PUBLIC_FIELDS })),
  },
});
