import { join } from "node:path";
import { projectRoot } from "../core/paths.js";
import type { SiteFiles } from "../core/module.js";

/**
 * The cathedral's shipped files, handed to the modules by the app (AppContext.siteFiles): the
 * folder served at /public/... (favicon, images the seed content names) and the fonts generated
 * images are drawn with. From the project folder, so the built server (dist/) finds them too.
 */
export const siteFiles: SiteFiles = {
  publicDir: join(projectRoot, "src", "site", "public"),
  fontsDir: join(projectRoot, "src", "site", "fonts"),
};
