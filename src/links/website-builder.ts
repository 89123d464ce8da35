import { defineRelation, moduleRef } from "../core/entity/index.js";
import { files } from "../modules/file-storage/entities.js";
import { buttons, categories, features, logotypes, slides, widgets } from "../modules/website-builder/entities.js";

// Images of the site builder's records; the tables keep website-builder's 'wb' prefix.
const m = moduleRef("website-builder", "wb");

export const widgetsToFileStorageModuleFiles = defineRelation(m, widgets, files);
export const slidesToFileStorageModuleFiles = defineRelation(m, slides, files);
export const buttonsToFileStorageModuleFiles = defineRelation(m, buttons, files);
export const logotypesToFileStorageModuleFiles = defineRelation(m, logotypes, files);
export const featuresToFileStorageModuleFiles = defineRelation(m, features, files);
export const categoriesToFileStorageModuleFiles = defineRelation(m, categories, files);
