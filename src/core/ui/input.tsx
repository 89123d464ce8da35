import type { ComponentProps } from "react";
import { cn } from "./cn";

export const fieldClasses =
  "w-full rounded-md border border-brand-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-ink/65 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink/70 aria-[invalid=true]:border-red-500";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}
