import { createContext, useContext, useEffect, useId } from "react";

/**
 * Unsaved work inside a dialog: a form reports whether it holds changes, and the dialog around it
 * asks before Escape, × or a click outside throws them away. The browser's own question guards a
 * reload or a closed tab while changes are held.
 */
export type ReportDirty = (key: string, dirty: boolean) => void;
export const DiscardGuardContext = createContext<ReportDirty | null>(null);

export function useDiscardGuard(dirty: boolean) {
  const report = useContext(DiscardGuardContext);
  const key = useId();
  useEffect(() => {
    report?.(key, dirty);
    return () => report?.(key, false);
  }, [report, key, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}
