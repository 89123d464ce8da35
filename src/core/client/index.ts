// The typed client without React; hooks live in ./query.js.
export * from "./api.js";
export { createApiClient, listQuery, withEntities, type ApiClient, type EntityClient } from "./entities.js";
export { createLimiter, type Limiter } from "./limiter.js";
export { encodeQuery, withQuery } from "./query-string.js";
