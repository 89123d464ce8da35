import * as entities from "./entities.js";
import type { Hono } from "hono";
import type { AppContext, SoborModule } from "../../core/module.js";
import { settlementHooks } from "../billing/index.js";
import { calendarRoutes } from "./server/calendar-routes.js";
import { clearOldOrders } from "./server/clear-old-orders.js";
import { orderRoutes } from "./server/order-routes.js";
import { orderSettlementRoutes } from "./server/order-settlement-routes.js";
import { orderTotals } from "./server/order-totals.js";
import { orderSettlement } from "./server/settlement.js";
import { subjectShopRoutes } from "./server/subject-routes.js";
import { widgetData } from "./server/widget-data.js";
import { log } from "../../core/log.js";

entities.orderTotalsLoader.load = orderTotals;

const CLEAR_EVERY_MS = 24 * 60 * 60 * 1000;
const timers = new WeakMap<AppContext, NodeJS.Timeout>();

/**
 * The shop: catalogue (generic CRUD), carts and checkout under the subject routes
 * /api/rbac/subjects/{id}/ecommerce-module/... (guarded by rbac, so it comes after rbac and
 * billing in src/app/modules.ts), order extras under /api/ecommerce/orders/... (with an
 * administrator's mark-paid and cancel), orders moved
 * when their invoice settles (with a receipt image), and a daily sweep of abandoned carts.
 */
export const ecommerceModule = {
  name: "ecommerce",
  entities,

  async onStart(context) {
    settlementHooks(context).push(orderSettlement(context));
    const sweep = () => clearOldOrders(context).catch((error) => log.error({ err: error }, "clearing old carts failed"));
    const timer = setInterval(() => void sweep(), CLEAR_EVERY_MS);
    timer.unref();
    timers.set(context, timer);
  },

  routes(app: Hono, context: AppContext) {
    orderRoutes(app, context);
    calendarRoutes(app, context);
    orderSettlementRoutes(app, context);
    subjectShopRoutes(app, context);
  },

  async onClose(context) {
    clearInterval(timers.get(context));
    timers.delete(context);
  },

  /** The catalogue's widgets (src/modules/ecommerce/widgets). */
  widgetData,
} satisfies SoborModule;
