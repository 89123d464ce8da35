export * from "./define.js";
export * from "./fields.js";
export * from "./registry.js";
export * from "./schemas.js";
export * from "./service.js";
export * from "./related.js";
export * from "./row-values.js";
export * from "./graph/index.js";
