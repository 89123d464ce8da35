export * from "./layout.js";
export * from "./render.js";
export * from "./defaults.js";
export * from "./note-receipt.js";
