import { Mail, Wallet } from "lucide-react";
import { cn } from "../../../core/ui/cn";
import type { Identity } from "../client/types";
import { useTexts } from "./texts";

/** 'Email' for the email_and_password provider, otherwise 'EVM' (SPEC §2). */
export function ProviderBadge({ provider }: { provider: Identity["provider"] }) {
  const t = useTexts();
  const email = provider === "email_and_password";
  return (
    <span
      className={cn(
        "inline-flex h-6 shrink-0 items-center gap-1 rounded-full px-2.5 text-xs font-semibold",
        email ? "bg-brand-100 text-brand-800" : "bg-ink text-white",
      )}
    >
      {email ? <Mail aria-hidden className="size-3" /> : <Wallet aria-hidden className="size-3" />}
      {email ? t.emailBadge : t.evmBadge}
    </span>
  );
}

/** 0x1234…abcd */
export const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

