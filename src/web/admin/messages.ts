// The server's messages in the admin's language: the framework's (src/core/admin/server-messages.ts)
// and every module's (src/modules/*/messages.ts), each folder found by Vite at build time, so no
// list of modules is kept here. The public site loads a module's messages with its widgets.
import "../../core/admin/server-messages";
import.meta.glob("../../modules/*/messages.ts", { eager: true });
export {};
