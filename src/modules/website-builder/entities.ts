import { contentColumns, defineEntity, defineRelation, field, moduleRef, titledColumns } from "../../core/entity/index.js";

const m = moduleRef("website-builder", "wb");

const themedWidgetVariants = [
  "article-description", "description", "donate", "faq", "map", "photo-and-video", "temple", "thin", "wide-media",
].flatMap((theme) => [`content-${theme}`, `footer-${theme}`]);

export const widgets = defineEntity(m, "widgets", {
  versions: true,
  columns: { ...contentColumns({ strictSlug: true }), ...titledColumns(), anchor: field.text() },
  variants: ["default", "content-default", "footer-default", "navbar-default", "navbar-dark", "search-results", ...themedWidgetVariants],
});

export const sliders = defineEntity(m, "sliders", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns() },
  variants: ["default", "smolny-wide", "smolny-photo-and-video", "smolny-thin"],
});

export const slides = defineEntity(m, "slides", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns(), url: field.text() },
  variants: ["default", "smolny-default", "smolny-photo-and-video", "smolny-thin"],
});

export const buttons = defineEntity(m, "buttons", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised(), subtitle: field.localised(), url: field.text() },
  variants: [
    "default", "primary", "secondary", "destructive", "outline", "link", "ghost", "locale", "reset",
    "smolny-link", "smolny-link-white", "smolny-primary",
  ],
});

export const buttonsArrays = defineEntity(m, "buttons-arrays", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised(), description: field.localised() },
  variants: ["default", "smolny-column", "smolny-dropdown"],
});

export const features = defineEntity(m, "features", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised(), subtitle: field.localised(), description: field.richText() },
});

export const logotypes = defineEntity(m, "logotypes", {
  versions: true,
  columns: { ...contentColumns(), title: field.localised(), url: field.text() },
});

export const categories = defineEntity(m, "categories", {
  versions: true,
  columns: { ...contentColumns(), ...titledColumns() },
});

const sliderVariants = ["default", "smolny-wide", "smolny-photo-and-video", "smolny-thin"] as const;

export const widgetsToButtonsArrays = defineRelation(m, widgets, buttonsArrays, { variants: ["default", "additional", "extra"] });
export const widgetsToLogotypes = defineRelation(m, widgets, logotypes);
export const widgetsToSliders = defineRelation(m, widgets, sliders, { variants: sliderVariants });
export const widgetsToFeatures = defineRelation(m, widgets, features, { variants: ["default", "smolny-faq", "smolny-solid"] });
export const widgetsToCategories = defineRelation(m, widgets, categories);
export const slidersToSlides = defineRelation(m, sliders, slides);
export const slidesToButtonsArrays = defineRelation(m, slides, buttonsArrays);
export const featuresToButtonsArrays = defineRelation(m, features, buttonsArrays);
export const buttonsArraysToButtons = defineRelation(m, buttonsArrays, buttons, { variants: ["default", "primary"] });
export const categoriesToWidgets = defineRelation(m, categories, widgets);

