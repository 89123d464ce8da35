import { defineRelation, moduleRef } from "../core/entity/index.js";
import { products } from "../modules/ecommerce/entities.js";
import { files } from "../modules/file-storage/entities.js";
import { profiles } from "../modules/social/entities.js";
import { widgets as websiteBuilderWidgets } from "../modules/website-builder/entities.js";

// Links from social profiles to other modules' records; the tables keep social's prefix.
const m = moduleRef("social");

export const profilesToWebsiteBuilderModuleWidgets = defineRelation(m, profiles, websiteBuilderWidgets);
export const profilesToEcommerceModuleProducts = defineRelation(m, profiles, products);
export const profilesToFileStorageModuleFiles = defineRelation(m, profiles, files);
