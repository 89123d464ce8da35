import { byId, byIds, graphNode, link, loadGraph, titledFieldNames } from "../../../core/entity/index.js";
import type { WidgetDataRequest } from "../../../core/module.js";
import { fileNode } from "../../file-storage/graph.js";
import { buttons, buttonsArrays, buttonsArraysToButtons, features, featuresToButtonsArrays, logotypes, sliders, slides, slidersToSlides, slidesToButtonsArrays, widgets, widgetsToButtonsArrays, widgetsToFeatures, widgetsToLogotypes, widgetsToSliders } from "../entities.js";
import { buttonsToFileStorageModuleFiles, featuresToFileStorageModuleFiles, logotypesToFileStorageModuleFiles, slidesToFileStorageModuleFiles, widgetsToFileStorageModuleFiles } from "../../../links/website-builder.js";

// What the website-builder widgets show. Nodes are shared (one buttons array under widgets,
// features and slides), so each relation costs one query for the whole page: at most 14.

const titled = titledFieldNames;

const button = graphNode(buttons, {
  fields: ["variant", "className", "slug", "title", "subtitle", "url"],
  with: { files: link(buttonsToFileStorageModuleFiles, fileNode) },
});

const buttonsArray = graphNode(buttonsArrays, {
  fields: ["variant", "className", "slug", "title", "description"],
  with: { buttons: link(buttonsArraysToButtons, button) },
});

const slide = graphNode(slides, {
  fields: [...titled, "url"],
  with: { files: link(slidesToFileStorageModuleFiles, fileNode), buttonsArrays: link(slidesToButtonsArrays, buttonsArray) },
});

const slider = graphNode(sliders, { fields: titled, with: { slides: link(slidersToSlides, slide) } });

const logotype = graphNode(logotypes, {
  fields: ["variant", "className", "slug", "title", "url"],
  with: { files: link(logotypesToFileStorageModuleFiles, fileNode) },
});

const feature = graphNode(features, {
  fields: titled,
  with: { files: link(featuresToFileStorageModuleFiles, fileNode), buttonsArrays: link(featuresToButtonsArrays, buttonsArray) },
});

export const websiteBuilderWidget = graphNode(widgets, {
  fields: [...titled, "anchor"],
  with: {
    buttonsArrays: link(widgetsToButtonsArrays, buttonsArray),
    logotypes: link(widgetsToLogotypes, logotype),
    sliders: link(widgetsToSliders, slider),
    features: link(widgetsToFeatures, feature),
    files: link(widgetsToFileStorageModuleFiles, fileNode),
  },
});

/** The given website-builder widgets with everything they show, keyed by id. */
export async function widgetData(request: WidgetDataRequest) {
  const { widgets } = await loadGraph(request, { widgets: byIds(websiteBuilderWidget, request.ids) });
  return byId(widgets);
}
