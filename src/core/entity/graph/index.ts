export * from "./spec.js";
export * from "./load.js";
