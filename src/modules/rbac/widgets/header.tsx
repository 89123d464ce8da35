import { Suspense } from "react";
import { cn } from "../../../core/ui/cn";
import { Skeleton } from "../../../core/ui/skeleton";
import { HeaderItems } from "../../../core/page/header-slots";
import { useLanguage } from "../../../core/page/page-context";
import { queryView } from "../../../core/page/module-widgets";
import { isSignedIn, useSessionState } from "../client/session-state";
import type { RbacWidgetData } from "../widget-data-types";
import { LoginLink, UserMenuPlaceholder } from "./account-controls";
import { useHeaderTexts } from "./header-texts";

// The signed-in controls (TanStack Query for who is signed in, Radix's dropdown menu) load only
// when the access token says the visitor has signed in.
const SignedInAccount = queryView(
  () => import("./user-menu"),
  (m) => m.SignedInAccount,
);

const barText = "text-xs text-brand-100/80";

/**
 * The header block: a slim bar above the navbar. A visitor without an identity gets 'Login' (to
 * the method chooser); a signed-in subject gets the user menu (email, role, Settings, logout).
 * The server renders a placeholder: who is signed in is known in the browser only, so the page
 * itself is the same for everyone.
 */
export function HeaderBlock({ data }: { data: RbacWidgetData }) {
  const { t: localise } = useLanguage();
  const t = useHeaderTexts();
  const session = useSessionState();
  const note = localise(data.title);
  let account;
  if (session.status === "pending") {
    account = <Skeleton className="h-6 w-20 bg-white/15" />;
  } else if (!isSignedIn(session)) {
    account = <LoginLink />;
  } else {
    account = (
      <Suspense fallback={<UserMenuPlaceholder />}>
        <SignedInAccount />
      </Suspense>
    );
  }
  return (
    <div role="region" aria-label={t.accountBar} data-rbac-widget={data.variant} className={cn("bg-ink text-white", data.className)}>
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <p className={cn(barText, "min-w-0 truncate")}>{note}</p>
        <div className="flex shrink-0 items-center">
          {/* Other modules' header items (the shop's cart), registered in src/core/page/header-slots.tsx. */}
          <HeaderItems />
          {account}
        </div>
      </div>
    </div>
  );
}
