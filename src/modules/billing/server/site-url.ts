import type { Context } from "hono";
import type { Config } from "../../../core/config.js";
import { requestOrigin } from "../../rbac/server/request.js";

/** This site's origin for links that leave the request (payment pages, provider returns): SITE_URL, else the request's. */
export const siteOrigin = (config: Pick<Config, "siteUrl" | "trustProxy">, c: Context) => config.siteUrl?.replace(/\/+$/, "") ?? requestOrigin(c, config.trustProxy);
