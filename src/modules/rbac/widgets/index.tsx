import type { ComponentType } from "react";
import { lazyView, queryView, variantRenderer } from "../../../core/page/module-widgets";
import { registerWidgetRenderer } from "../../../core/page/widget-registry";
import type { RbacWidgetData, RbacWidgetVariant } from "../widget-data-types";
import { HeaderBlock } from "./header";

type View = ComponentType<{ data: RbacWidgetData }>;

// The header is on every page; every other view (forms, dialogs, the subject screens, logout)
// loads on demand, so a page without them does not carry react-hook-form, zod or Radix dialogs.
const authentication = () => import("./authentication");
const settings = () => import("./settings");
const subjects = () => import("./subjects");
const logout = () => import("./logout");

const SubjectsMe = queryView(subjects, (m) => m.MeScreen);

/** One component per variant (listed in entities.ts); an unknown variant renders nothing. */
export const RBAC_WIDGET_VARIANTS: Record<RbacWidgetVariant, View> = {
  default: SubjectsMe,
  "select-method-default": lazyView(authentication, (m) => m.SelectMethod),
  "email-and-password-authentication-default": lazyView(authentication, (m) => m.LoginScreen),
  "email-and-password-registration-default": lazyView(authentication, (m) => m.RegistrationScreen),
  "email-and-password-forgot-password-default": lazyView(authentication, (m) => m.ForgotPasswordScreen),
  "email-and-password-reset-password-default": lazyView(authentication, (m) => m.ResetPasswordScreen),
  "ethereum-virtual-machine-authentication-default": lazyView(authentication, (m) => m.EvmScreen),
  "logout-default": lazyView(logout, (m) => m.LogoutScreen),
  "logout-button-default": lazyView(logout, (m) => m.LogoutButton),
  "header-default": HeaderBlock,
  "settings-default": queryView(settings, (m) => m.SettingsScreen),
  "authorized-default": queryView(subjects, (m) => m.AuthorizedBlock),
  "me-default": SubjectsMe,
  "subject-list-default": queryView(subjects, (m) => m.SubjectList),
  "subject-overview-default": queryView(subjects, (m) => m.SubjectOverview),
};

registerWidgetRenderer(
  "rbac",
  variantRenderer((data: RbacWidgetData) => data.variant, RBAC_WIDGET_VARIANTS),
);
