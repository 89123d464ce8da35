export * from "./layout.js";
export * from "./reset-password.js";
export * from "./welcome.js";
export * from "./note-receipt.js";
