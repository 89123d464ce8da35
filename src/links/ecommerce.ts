import { defineRelation, moduleRef } from "../core/entity/index.js";
import { currencies, paymentIntents } from "../modules/billing/entities.js";
import { attributes, categories, orders, products, stores, widgets } from "../modules/ecommerce/entities.js";
import { files } from "../modules/file-storage/entities.js";
import { buttons } from "../modules/website-builder/entities.js";

// Links from shop records to billing, file-storage and site-builder records; the tables keep ecommerce's prefix.
const m = moduleRef("ecommerce");
const privateRead = { read: "private" } as const;

export const attributesToBillingModuleCurrencies = defineRelation(m, attributes, currencies);
export const ordersToBillingModuleCurrencies = defineRelation(m, orders, currencies, { access: privateRead });
export const ordersToBillingModulePaymentIntents = defineRelation(m, orders, paymentIntents, { access: privateRead });
export const ordersToFileStorageModuleFiles = defineRelation(m, orders, files, { access: privateRead });
export const productsToFileStorageModuleFiles = defineRelation(m, products, files, { variants: ["default", "attachment-default"] });
export const categoriesToFileStorageModuleFiles = defineRelation(m, categories, files);
export const storesToFileStorageModuleFiles = defineRelation(m, stores, files);
/**
 * The links a schedule widget offers on a day with nothing planned (SPEC §2: the parish's two
 * social networks): the site's own buttons, edited where the footer's are, not addresses in code.
 */
export const widgetsToWebsiteBuilderModuleButtons = defineRelation(m, widgets, buttons);
