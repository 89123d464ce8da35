// What the rbac module's widgetData sends for each widget (types only; shared with the browser).
import type { GraphRow } from "../../core/entity/index.js";
import type { rbacWidget } from "./server/widget-data.js";

/** The rbac widget variants: each is one account screen or block (listed in entities.ts). */
export type RbacWidgetVariant =
  | "default"
  | "select-method-default"
  | "email-and-password-authentication-default"
  | "email-and-password-registration-default"
  | "email-and-password-forgot-password-default"
  | "email-and-password-reset-password-default"
  | "ethereum-virtual-machine-authentication-default"
  | "logout-default"
  | "logout-button-default"
  | "header-default"
  | "settings-default"
  | "authorized-default"
  | "me-default"
  | "subject-list-default"
  | "subject-overview-default";

export type Localised = Record<string, unknown>;

/** The widget row itself: the screens load the subject in the browser, never on the server. */
export type RbacWidgetData = GraphRow<typeof rbacWidget>;
