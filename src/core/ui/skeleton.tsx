import { cn } from "./cn";

/** A placeholder of the final size, so nothing shifts when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-brand-100", className)} />;
}
