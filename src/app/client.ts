// The typed client of this app: every module's entities by name, row types from their declarations.
// Types only from the one module list (`import type`): nothing of drizzle or the declarations reaches
// a bundle, and a module added to src/app/modules.ts is typed here without editing this file.
import type { ApiClientOptions } from "../core/client/api.js";
import { createApiClient } from "../core/client/entities.js";
import { withEntityNames, type EntityClients } from "../core/client/typed.js";
import type { SiteDeclarations } from "./modules.js";

export type SoborEntities = EntityClients<SiteDeclarations>;

/** `client.blog.articles.find(...)`, typed end to end; `client.entity(module, name)` and `client.request` as before. */
export const createSoborClient = (options: ApiClientOptions = {}) => withEntityNames<SoborEntities>(createApiClient(options));
