/**
 * The admin screen: a left list of modules and their models (sorted by name, with a Hide/Show
 * toggle) and the chosen model's admin table on the right. On a phone the list folds above the
 * table and is hidden once a model is chosen.
 */
import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";
import { useAdmin } from "./context";
import { entityLabel, labelOf, modulesOf } from "./model";
import { screenComponent, type AdminScreen } from "./screens";
import { DeletedList } from "./history/deleted";
import { AdminTable } from "./table";
import { entityKey, type AdminEntity, type EntityRef } from "./types";

export type AdminLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode; "aria-current"?: "page" }>;

/** Links to a module's models, relations or screens (dashboards, listed first and bolder). */
function NavList<T extends EntityRef>({
  items,
  labelOf,
  selected,
  Link,
  hrefOf,
  screens = false,
}: {
  items: T[];
  labelOf: (item: T) => string;
  selected?: EntityRef;
  Link: AdminLinkComponent;
  hrefOf: (e: EntityRef) => string;
  /** A module's screens: set apart from its models below them. */
  screens?: boolean;
}) {
  return (
    <ul className={cn("space-y-0.5", screens && "mb-1")}>
      {items.map((e) => {
        const current = selected && entityKey(selected) === entityKey(e);
        return (
          <li key={e.name}>
            <Link
              to={hrefOf(e)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "block truncate rounded px-2 py-1 text-sm hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600",
                screens && "font-medium",
                current && "bg-brand-700 text-white hover:bg-brand-800",
              )}
            >
              {labelOf(e)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function AdminApp({
  selected,
  Link,
  header,
  home = "/",
  adminHome = "/admin",
}: {
  selected?: EntityRef;
  Link: AdminLinkComponent;
  header?: ReactNode;
  /** The public site. */
  home?: string;
  adminHome?: string;
}) {
  const admin = useAdmin();
  const hrefOf = admin.hrefOf ?? ((e: EntityRef) => `/admin/${e.module}/${e.name}`);
  const screens = useMemo(() => admin.screens ?? [], [admin.screens]);
  const screen = selected ? screens.find((s) => s.module === selected.module && s.name === selected.name) : undefined;
  const entity = screen ? undefined : admin.find(selected);
  const [filter, setFilter] = useState("");
  // undefined: the default (shown on a desktop; on a phone only until a model is chosen).
  const [navOpen, setNavOpen] = useState<boolean | undefined>(undefined);
  const selectedKey = selected ? entityKey(selected) : "";
  useEffect(() => setNavOpen(undefined), [selectedKey]);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(max-width: 767px)");
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const shown = navOpen ?? !(selected && narrow);

  const groups = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const match = (e: AdminEntity) => !f || e.name.includes(f) || e.module.includes(f) || entityLabel(e.name).toLowerCase().includes(f);
    const matchScreen = (s: AdminScreen) => !f || s.label.toLowerCase().includes(f) || s.module.includes(f);
    const withScreens = modulesOf(admin.entities);
    for (const module of new Set(screens.map((s) => s.module))) {
      if (!withScreens.some((g) => g.module === module)) withScreens.push({ module, models: [], relations: [] });
    }
    return withScreens
      .sort((a, b) => a.module.localeCompare(b.module))
      .map((g) => ({ ...g, screens: screens.filter((s) => s.module === g.module && matchScreen(s)), models: g.models.filter(match), relations: g.relations.filter(match) }))
      .filter((g) => g.screens.length || g.models.length || g.relations.length);
  }, [admin.entities, screens, filter]);

  return (
    <div className="min-h-screen bg-brand-50 text-ink">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-brand-200 bg-white px-3 sm:px-4">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={shown}
          aria-controls="admin-models"
          onClick={() => setNavOpen(!shown)}
          className="shrink-0"
        >
          {navOpen === undefined && selected ? (
            <>
              <span className="md:hidden">Show</span>
              <span className="max-md:hidden">Hide</span>
            </>
          ) : shown ? (
            "Hide"
          ) : (
            "Show"
          )}
          <span className="sr-only"> models</span>
        </Button>
        <Link to={adminHome} className="truncate font-serif text-lg font-semibold">
          Admin
        </Link>
        <a href={home} className="hidden text-sm text-ink/70 underline-offset-2 hover:underline sm:inline">
          View site
        </a>
        <div className="ml-auto flex min-w-0 items-center gap-2">{header}</div>
      </header>
      <div className="md:flex">
        <nav
          id="admin-models"
          aria-label="Models"
          className={cn(
            "border-b border-brand-200 bg-white p-3 md:sticky md:top-14 md:h-[calc(100vh-3.5rem)] md:w-64 md:shrink-0 md:overflow-y-auto md:border-b-0 md:border-r",
            navOpen === undefined ? (selected ? "max-md:hidden" : "") : navOpen ? "" : "hidden",
          )}
        >
          <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Filter models…" aria-label="Filter models" className="mb-3 h-9" />
          <div className="space-y-4">
            {groups.map((group) => (
              <section key={group.module} aria-labelledby={`admin-module-${group.module}`}>
                <h2 id={`admin-module-${group.module}`} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-ink/70">
                  {labelOf(group.module)}
                </h2>
                <NavList items={group.screens} labelOf={(screen) => screen.label} selected={selected} Link={Link} hrefOf={hrefOf} screens />
                <NavList items={group.models} labelOf={(e) => entityLabel(e.name)} selected={selected} Link={Link} hrefOf={hrefOf} />
                {group.relations.length ? (
                  <details className="mt-1" open={Boolean(filter) || group.relations.some((r) => selected && entityKey(r) === selectedKey)}>
                    <summary className="cursor-pointer rounded px-2 py-1 text-xs text-ink/70 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600">
                      Relations ({group.relations.length})
                    </summary>
                    <NavList items={group.relations} labelOf={(e) => entityLabel(e.name)} selected={selected} Link={Link} hrefOf={hrefOf} />
                  </details>
                ) : null}
              </section>
            ))}
            {groups.length === 0 ? <p className="px-2 text-sm text-ink/70">No models match.</p> : null}
          </div>
        </nav>
        <main className="min-w-0 flex-1 p-3 sm:p-6">
          {screen ? (
            <ScreenView key={`${screen.module}/${screen.name}`} screen={screen} timeZone={admin.timeZone ?? "UTC"} />
          ) : entity ? (
            <EntityView key={entityKey(entity)} entity={entity} />
          ) : selected ? (
            <div className="mx-auto max-w-xl py-12 text-center">
              <h1 className="font-serif text-2xl font-semibold">No such model</h1>
              <p className="mt-2 text-ink/70">
                {selected.module}/{selected.name} is not declared. Choose a model from the list.
              </p>
            </div>
          ) : (
            <div className="mx-auto max-w-xl py-12 text-center">
              <h1 className="font-serif text-2xl font-semibold">Back office</h1>
              <p className="mt-2 text-ink/70">
                {admin.entities.length} entities in {modulesOf(admin.entities).length} modules. Choose a model to manage its records.
              </p>
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

/** An entity's table, or (for a versioned one) the records deleted from it. */
function EntityView({ entity }: { entity: AdminEntity }) {
  const [showDeleted, setShowDeleted] = useState(false);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{labelOf(entity.module)}</p>
          <h1 className="font-serif text-2xl font-semibold">{showDeleted ? `Deleted ${entityLabel(entity.name).toLowerCase()}` : entityLabel(entity.name)}</h1>
        </div>
        {entity.versions ? (
          <Button type="button" variant="outline" size="sm" aria-pressed={showDeleted} onClick={() => setShowDeleted(!showDeleted)}>
            {showDeleted ? "Back to the list" : "Deleted"}
          </Button>
        ) : null}
      </div>
      {showDeleted ? <DeletedList entity={entity} /> : <AdminTable entity={entity} />}
    </div>
  );
}

/** A module's screen, loaded on first opening. */
function ScreenView({ screen, timeZone }: { screen: AdminScreen; timeZone: string }) {
  const Screen = screenComponent(screen);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{labelOf(screen.module)}</p>
        <h1 className="font-serif text-2xl font-semibold">{screen.label}</h1>
      </div>
      <Suspense fallback={<p className="text-sm text-ink/70">Loading…</p>}>
        <Screen timeZone={timeZone} />
      </Suspense>
    </div>
  );
}
