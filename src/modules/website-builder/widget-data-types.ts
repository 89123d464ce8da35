// What website-builder's widgetData sends per widget: inferred from its graph (server/widget-data.ts),
// shared with the React widgets as types only. Localised fields stay objects keyed by language.
import type { GraphRow, LinkFields } from "../../core/entity/index.js";
import type { websiteBuilderWidget } from "./server/widget-data.js";

export type Localised = Record<string, unknown>;
/** The link that brought a record into the tree (relation row): order, variant, className. */
export type LinkInfo = LinkFields;

export type WbWidgetData = GraphRow<typeof websiteBuilderWidget>;
export type WbButtonsArray = WbWidgetData["buttonsArrays"][number];
export type WbButton = WbButtonsArray["buttons"][number];
export type WbFile = WbWidgetData["files"][number];
export type WbLogotype = WbWidgetData["logotypes"][number];
export type WbSlider = WbWidgetData["sliders"][number];
export type WbSlide = WbSlider["slides"][number];
export type WbFeature = WbWidgetData["features"][number];
