import { CircleUserRound, LogIn } from "lucide-react";
import { Suspense } from "react";
import { buttonVariants } from "../../../core/ui/button-variants";
import { cn } from "../../../core/ui/cn";
import { Skeleton } from "../../../core/ui/skeleton";
import { HeaderItems } from "../../../core/page/header-slots";
import { useLanguage } from "../../../core/page/page-context";
import { queryView } from "../../../core/page/module-widgets";
import { isSignedIn, useSessionState } from "../client/session-state";
import type { RbacWidgetData } from "../widget-data-types";
import { SELECT_METHOD_ROUTE, useHeaderTexts } from "./header-texts";

// The signed-in controls (TanStack Query for who is signed in, Radix's dropdown menu) load only
// when the access token says the visitor has signed in.
const SignedInAccount = queryView(
  () => import("./user-menu"),
  (m) => m.SignedInAccount,
);

const barText = "text-xs text-brand-100/80";

/** What the menu trigger looks like while its code loads: no shift when it arrives. */
export function UserMenuPlaceholder({ label }: { label?: string }) {
  return (
    <span className="inline-flex h-7 items-center gap-2 rounded-full px-2 text-xs text-white/90">
      <CircleUserRound aria-hidden className="size-4" />
      <span className="hidden max-w-48 truncate sm:inline">{label}</span>
    </span>
  );
}

/** 'Login', to the method chooser. */
export function LoginLink() {
  const { href } = useLanguage();
  const t = useHeaderTexts();
  return (
    <a
      href={href(SELECT_METHOD_ROUTE)}
      className={cn(buttonVariants({ variant: "reset", size: "none" }), "h-7 rounded-full bg-white/10 px-3 text-xs text-white hover:bg-white/20")}
    >
      <LogIn aria-hidden className="size-3.5" />
      {t.login}
    </a>
  );
}

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
