export * from "./layout.js";
export * from "./render.js";
export * from "./defaults.js";
export * from "./money.js";
export * from "./note-receipt.js";
export * from "./site-message.js";
