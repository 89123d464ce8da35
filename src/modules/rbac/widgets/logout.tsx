import { LogOut } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../core/ui/button";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import { logout } from "../client/session";
import type { RbacWidgetData } from "../widget-data-types";
import { useTexts } from "./texts";
import { Spinner, useHydrated } from "./ui";

/** The logout screen: logs out as soon as it is shown, then a hard redirect to '/'. */
export function LogoutScreen({ data }: { data: RbacWidgetData }) {
  const t = useTexts();
  const { href } = useLanguage();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(href("/"));
  }, [href]);
  return (
    <section data-rbac-widget={data.variant} className={cn("grid min-h-[50vh] place-items-center px-4 py-16", data.className)}>
      <p role="status" className="flex items-center gap-3 font-serif text-xl text-brand-900">
        <Spinner className="text-brand-600" />
        {t.signingOut}
      </p>
    </section>
  );
}

/** A logout button on its own. */
export function LogoutButton({ data }: { data: RbacWidgetData }) {
  const t = useTexts();
  const { href, t: localise } = useLanguage();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  return (
    <div data-rbac-widget={data.variant} className={cn("flex justify-center p-4", data.className)}>
      <Button
        type="button"
        variant="outline"
        disabled={!hydrated || pending}
        onClick={() => {
          setPending(true);
          void logout(href("/"));
        }}
      >
        {pending ? <Spinner /> : <LogOut aria-hidden className="size-4" />}
        {pending ? t.signingOut : localise(data.title) || t.logout}
      </Button>
    </div>
  );
}
