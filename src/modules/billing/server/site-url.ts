// Payment pages and provider returns use the same origin as every other link (core's host allow-list).
export { siteOrigin } from "../../../core/http/site-origin.js";
