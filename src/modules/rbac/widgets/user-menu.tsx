// Loaded on demand by the header block once the access token says the visitor has signed in.
import { ChevronDown, CircleUserRound, LogOut, Package, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useLanguage } from "../../../core/page/page-context";
import { logout } from "../client/session";
import { useSession, type SessionView } from "../client/use-session";
import { LoginLink, UserMenuPlaceholder } from "./account-controls";
import { roleName, ROUTES, useTexts } from "./texts";

const item = "flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-100 data-[disabled]:opacity-50";

/** Who is signed in (GET /authentication/me), then the user menu; 'Login' if the subject has no identity after all. */
export function SignedInAccount() {
  const session = useSession();
  if (session.status === "loading") return <UserMenuPlaceholder label={session.label} />;
  if (session.isAnonymous || !session.subject) return <LoginLink />;
  return <UserMenu session={session} />;
}

/** The user menu: the identity email, the role, links to My orders and Settings, and the logout button. */
export function UserMenu({ session }: { session: SessionView }) {
  const t = useTexts();
  const { href } = useLanguage();
  const [leaving, setLeaving] = useState(false);
  const roles = session.roles.map((role) => roleName(t, role)).join(", ");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t.accountMenu}
        className="inline-flex h-7 items-center gap-2 rounded-full px-2 text-xs text-white/90 outline-none hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-300 data-[state=open]:bg-white/15"
      >
        <CircleUserRound aria-hidden className="size-4" />
        <span className="hidden max-w-48 truncate sm:inline">{session.label}</span>
        <ChevronDown aria-hidden className="size-3.5 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={12} className="z-50 w-64 rounded-xl border border-brand-200 bg-white p-1.5 text-ink shadow-lg">
          <DropdownMenu.Label className="flex flex-col gap-0.5 px-2.5 py-2">
            <span className="truncate text-sm font-medium" title={session.label}>
              {session.label}
            </span>
            {roles && (
              <span className="text-xs text-ink/70">
                {session.roles.length > 1 ? t.roles : t.role}: <span className="font-medium text-brand-800">{roles}</span>
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-brand-100" />
          <DropdownMenu.Item asChild className={item}>
            <a href={href(ROUTES.orders)}>
              <Package aria-hidden className="size-4 text-ink/70" />
              {t.myOrders}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <a href={href(ROUTES.settings)}>
              <Settings aria-hidden className="size-4 text-ink/70" />
              {t.settings}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={item}
            disabled={leaving}
            onSelect={(event) => {
              event.preventDefault();
              setLeaving(true);
              void logout(href("/"));
            }}
          >
            <LogOut aria-hidden className="size-4 text-ink/70" />
            {leaving ? t.signingOut : t.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
