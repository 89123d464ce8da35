export * from "./spec.js";
export * from "./load.js";
export * from "./sql-reads.js";
