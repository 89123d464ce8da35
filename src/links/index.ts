// Relations that join two modules, declared outside both (as Medusa's module links are): a module
// knows only its own entities, and importing this file registers every link (and names them for
// the typed client, src/app/client.ts).
// Foreign keys between modules that are columns, not relation tables (no entities to name).
import "./agent.js";

export * as blog from "./blog.js";
export * as ecommerce from "./ecommerce.js";
export * as rbac from "./rbac.js";
export * as social from "./social.js";
export * as websiteBuilder from "./website-builder.js";
