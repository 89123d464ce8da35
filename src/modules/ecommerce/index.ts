import * as entities from "./entities.js";
import type { Hono } from "hono";
import type { AppContext, SoborModule } from "../../core/module.js";
import { settlementHooks } from "../billing/index.js";
import { calendarRoutes } from "./server/calendar-routes.js";
import { clearOldOrders } from "./server/clear-old-orders.js";
import { orderRoutes } from "./server/order-routes.js";
import { orderSettlementRoutes } from "./server/order-settlement-routes.js";
import { noteKinds } from "./server/notes.js";
import { orderTotals } from "./server/order-totals.js";
import { scheduleRoutes } from "./server/schedule-routes.js";
import { orderSettlement } from "./server/settlement.js";
import { subjectShopRoutes } from "./server/subject-routes.js";
import { mailShopSubscribers } from "./server/subscriber-mail.js";
import { widgetData } from "./server/widget-data.js";
import { log } from "../../core/log.js";

entities.orderTotalsLoader.load = orderTotals;
entities.orderNoteKindsLoader.load = noteKinds;

const CLEAR_EVERY_MS = 24 * 60 * 60 * 1000;
export const CLEAR_OLD_CARTS_JOB = "ecommerce.clear-old-carts";
const running = new WeakMap<AppContext, { unwatch: () => void }>();

/**
 * The shop: catalogue (generic CRUD), carts and checkout under the subject routes
 * /api/rbac/subjects/{id}/ecommerce-module/... (guarded by rbac, so it comes after rbac and
 * billing in src/app/modules.ts), order extras under /api/ecommerce/orders/... (with an
 * administrator's mark-paid and cancel), orders moved
 * when their invoice settles (with a receipt image), a daily sweep of abandoned carts, and mail to
 * the notification module's subscribers of order updates and event reminders.
 */
export const ecommerceModule = {
  name: "ecommerce",
  entities,

  async onStart(context) {
    settlementHooks(context).push(orderSettlement(context));
    // Daily, as a recurring job: one process of a balanced set clears each day's abandoned carts.
    context.jobs.define(CLEAR_OLD_CARTS_JOB, {
      maxAttempts: 1,
      async run() {
        const cleared = await clearOldOrders(context);
        if (cleared.length) log.info({ cleared: cleared.length }, "abandoned carts cleared");
      },
    });
    context.jobs.every(CLEAR_OLD_CARTS_JOB, CLEAR_EVERY_MS);
    // After the notification module started (it comes first in src/app/modules.ts).
    running.set(context, { unwatch: mailShopSubscribers(context) });
  },

  routes(app: Hono, context: AppContext) {
    orderRoutes(app, context);
    calendarRoutes(app, context);
    orderSettlementRoutes(app, context);
    subjectShopRoutes(app, context);
    scheduleRoutes(app, context);
  },

  async onClose(context) {
    const started = running.get(context);
    started?.unwatch();
    running.delete(context);
  },

  /** The catalogue's widgets (src/modules/ecommerce/widgets). */
  widgetData,
} satisfies SoborModule;
