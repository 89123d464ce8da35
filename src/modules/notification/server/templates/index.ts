export * from "./layout.js";
export * from "./render.js";
export * from "./defaults.js";
export * from "./reset-password.js";
export * from "./welcome.js";
export * from "./note-receipt.js";
export * from "./invite.js";
