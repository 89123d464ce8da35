import { BellRing } from "lucide-react";
import { lazy } from "react";
import { registerAccountSection } from "../../rbac/widgets/account-sections";

// The account settings page's mail subscriptions: rbac's page shows what is registered, and the
// card's code loads only when that page renders.
registerAccountSection({
  key: "notification.subscriptions",
  icon: BellRing,
  Component: lazy(() => import("./subscriptions-card").then((m) => ({ default: m.SubscriptionsCard }))),
});
