import type { HTMLAttributes } from "react";
import { cn } from "./cn";

const tones = {
  default: "bg-brand-100 text-brand-900",
  muted: "bg-ink/5 text-ink/70",
  success: "bg-green-100 text-green-900",
  danger: "bg-red-100 text-red-900",
} as const;

export function Badge({ className, tone = "default", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return <span className={cn("inline-flex max-w-full items-center rounded px-1.5 py-0.5 text-xs font-medium", tones[tone], className)} {...props} />;
}
