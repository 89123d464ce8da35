import * as entities from "./entities.js";
import type { AppContext, SoborModule } from "../../core/module.js";
import { pageViewCounter } from "./server/page-views.js";
import { createRecorder, type Recorder } from "./server/recorder.js";
import { analyticRoutes } from "./server/routes.js";

const recorders = new WeakMap<AppContext, { recorder: Recorder; unsubscribe: () => void }>();

/** The process's recorder (tests flush it; the bench fills through it). */
export function analyticsOf(context: AppContext): Recorder {
  const entry = recorders.get(context);
  if (!entry) throw new Error("The analytic module has not started (add it to src/app/modules.ts)");
  return entry.recorder;
}

/**
 * Analytic: privacy-respecting statistics. Page views are counted where pages are served and
 * submissions (checkouts, notes, form requests, sign-ups) from the write events on the bus,
 * buffered in memory and written per day every few seconds; no cookie, no IP stored. Its
 * counter wraps every route mounted after it (the site's pages), so it comes before the site
 * is mounted; it reads the rbac module's client IP helper.
 */
export const analyticModule = {
  name: "analytic",
  entities,
  async onStart(context) {
    const recorder = createRecorder({ db: context.db, i18n: context.i18n });
    // Only this process's own writes: one another process made arrive here too and are its to count.
    const unsubscribe = context.bus.subscribe((event, { remote }) => {
      if (!remote) recorder.writeEvent(event);
    });
    recorders.set(context, { recorder, unsubscribe });
  },
  routes(app, context) {
    app.use("*", pageViewCounter(context, analyticsOf(context)));
    analyticRoutes(app, context);
  },
  async onClose(context) {
    const entry = recorders.get(context);
    if (!entry) return;
    entry.unsubscribe();
    await entry.recorder.close();
    recorders.delete(context);
  },
} satisfies SoborModule;
