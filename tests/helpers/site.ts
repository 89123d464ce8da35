import { hasWebBuild, mountWeb } from "../../src/app/web.js";
import { startTestSobor, type TestSobor } from "./sobor.js";

/** Whether the site's build is there: tests of its render run after `npm run build` (`npm run test:scale`). */
export const siteBuilt = hasWebBuild();

/** A test Sobor that serves the built site beside its API, as `npm start` does. */
export async function startSiteSobor(): Promise<TestSobor> {
  const sobor = await startTestSobor();
  await mountWeb(sobor.app, sobor.context);
  return sobor;
}
