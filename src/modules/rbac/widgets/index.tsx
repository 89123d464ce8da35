import { lazy, type ComponentType } from "react";
import { registerWidgetRenderer, type ModuleWidgetProps } from "../../../web/page/widget-registry";
import type { RbacWidgetData, RbacWidgetVariant } from "../widget-data-types";
import { HeaderBlock } from "./header";
import { LogoutButton, LogoutScreen } from "./logout";

type View = ComponentType<{ data: RbacWidgetData }>;

// The header (on every page) and logout are small; forms, dialogs and the subject screens load
// on demand, so a page without them does not carry react-hook-form, zod or Radix dialogs.
const authentication = () => import("./authentication");
const settings = () => import("./settings");
const subjects = () => import("./subjects");
const from = <M,>(load: () => Promise<M>, pick: (module: M) => View): View => lazy(() => load().then((m) => ({ default: pick(m) })));

const SubjectsMe = from(subjects, (m) => m.MeScreen);

/** One component per variant (listed in entities.ts); an unknown variant renders nothing. */
export const RBAC_WIDGET_VARIANTS: Record<RbacWidgetVariant, View> = {
  default: SubjectsMe,
  "select-method-default": from(authentication, (m) => m.SelectMethod),
  "email-and-password-authentication-default": from(authentication, (m) => m.LoginScreen),
  "email-and-password-registration-default": from(authentication, (m) => m.RegistrationScreen),
  "email-and-password-forgot-password-default": from(authentication, (m) => m.ForgotPasswordScreen),
  "email-and-password-reset-password-default": from(authentication, (m) => m.ResetPasswordScreen),
  "ethereum-virtual-machine-authentication-default": from(authentication, (m) => m.EvmScreen),
  "logout-default": LogoutScreen,
  "logout-button-default": LogoutButton,
  "header-default": HeaderBlock,
  "settings-default": from(settings, (m) => m.SettingsScreen),
  "authorized-default": from(subjects, (m) => m.AuthorizedBlock),
  "me-default": SubjectsMe,
  "subject-list-default": from(subjects, (m) => m.SubjectList),
  "subject-overview-default": from(subjects, (m) => m.SubjectOverview),
};

/** An rbac widget on a page: the component of its variant. */
export function RbacWidget({ data }: ModuleWidgetProps) {
  const widget = data as RbacWidgetData | undefined;
  if (!widget) return null;
  const View = (RBAC_WIDGET_VARIANTS as Record<string, View | undefined>)[widget.variant];
  return View ? <View data={widget} /> : null;
}

registerWidgetRenderer("rbac", RbacWidget);
