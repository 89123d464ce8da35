import { CircleUserRound, LogIn } from "lucide-react";
import { buttonClasses } from "../../../core/ui/button-variants";
import { useLanguage } from "../../../core/page/page-context";
import { SELECT_METHOD_ROUTE, useHeaderTexts } from "./header-texts";

// The header's two small controls, shared by the header block and the lazily loaded user menu.

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
      className={buttonClasses({ variant: "reset", size: "none" }, "h-7 rounded-full bg-white/10 px-3 text-xs text-white hover:bg-white/20")}
    >
      <LogIn aria-hidden className="size-3.5" />
      {t.login}
    </a>
  );
}
