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
import { modulesOf } from "./model";
import { phraseIn } from "../i18n/texts";
import { ADMIN_TEXTS } from "./texts";
import { inSentence, pluralOf, useAdminTexts } from "./use-texts";
import { screenComponent, type AdminScreen } from "./screens";
import { DeletedList } from "./history/deleted";
import { AdminTable } from "./table";
import { entityKey, type AdminEntity, type EntityRef } from "./types";
import { useUrlParam } from "./url-params";

export type AdminLinkComponent = ComponentType<{ to: string; className?: string; children: ReactNode; "aria-current"?: "page" }>;

/** Links to a module's models, relations or screens (dashboards, listed first and bolder). */
function NavList<T extends EntityRef>({
  items,
  labelOf,
  selected,
  Link,
  hrefOf,
  screens = false,
  labelledBy,
}: {
  items: T[];
  labelOf: (item: T) => string;
  selected?: EntityRef;
  Link: AdminLinkComponent;
  hrefOf: (e: EntityRef) => string;
  /** A module's screens: set apart from its models below them. */
  screens?: boolean;
  /** The id of the list's heading, when the list is named by it. */
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={cn("space-y-0.5", screens && "mb-1")}>
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

/** '3 entities', '3 раздела'. */
function counted(language: string, count: number, forms: string): string {
  return `${count} ${pluralOf(language, count, forms)}`;
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
  const t = useAdminTexts(ADMIN_TEXTS);
  const { label, language } = admin;
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
    const named = (module: string, name: string) => name.toLowerCase().includes(f) || label.module(module).toLowerCase().includes(f);
    const match = (e: AdminEntity) => !f || e.name.includes(f) || e.module.includes(f) || named(e.module, label.entity(e));
    const matchScreen = (s: AdminScreen) => !f || s.module.includes(f) || named(s.module, phraseIn(s.label, language));
    const withScreens = modulesOf(admin.entities);
    for (const module of new Set(screens.map((s) => s.module))) {
      if (!withScreens.some((g) => g.module === module)) withScreens.push({ module, models: [], relations: [] });
    }
    return withScreens
      .sort((a, b) => a.module.localeCompare(b.module))
      .map((g) => ({ ...g, screens: screens.filter((s) => s.module === g.module && matchScreen(s)), models: g.models.filter(match), relations: g.relations.filter(match) }))
      .filter((g) => g.screens.length || g.models.length || g.relations.length);
  }, [admin.entities, screens, filter, label, language]);

  // The office's everyday tasks head the menu too, so each is one click away from any screen.
  const everyday = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (admin.shortcuts ?? []).map((s) => ({ ...s.to, label: phraseIn(s.label, language) })).filter((item) => !f || item.label.toLowerCase().includes(f));
  }, [admin.shortcuts, filter, language]);

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
              <span className="md:hidden">{t("show")}</span>
              <span className="max-md:hidden">{t("hide")}</span>
            </>
          ) : shown ? (
            t("hide")
          ) : (
            t("show")
          )}
          <span className="sr-only">{t("modelsHidden")}</span>
        </Button>
        <Link to={adminHome} className="truncate font-serif text-lg font-semibold">
          {t("adminHome")}
        </Link>
        <a href={home} className="hidden text-sm text-ink/70 underline-offset-2 hover:underline sm:inline">
          {t("viewSite")}
        </a>
        <div className="ml-auto flex min-w-0 items-center gap-2">{header}</div>
      </header>
      {/* On a phone the start page's everyday tasks come before the list of every module. */}
      <div className="flex flex-col md:flex-row">
        <nav
          id="admin-models"
          aria-label={t("models")}
          className={cn(
            "border-b border-brand-200 bg-white p-3 md:sticky md:top-14 md:h-[calc(100vh-3.5rem)] md:w-64 md:shrink-0 md:overflow-y-auto md:border-b-0 md:border-r",
            navOpen === undefined ? (selected ? "max-md:hidden" : "") : navOpen ? "" : "hidden",
          )}
        >
          <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t("filterModels")} aria-label={t("filterModels").replace("…", "")} className="mb-3 h-9" />
          <div className="space-y-4">
            {everyday.length ? (
              // A list, not a second 'Every day' region beside the start page's.
              <div>
                <h2 id="admin-module-everyday" className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-ink/70">
                  {t("everyday")}
                </h2>
                <NavList items={everyday} labelOf={(item) => item.label} selected={selected} Link={Link} hrefOf={hrefOf} screens labelledBy="admin-module-everyday" />
              </div>
            ) : null}
            {groups.map((group) => (
              <section key={group.module} aria-labelledby={`admin-module-${group.module}`}>
                <h2 id={`admin-module-${group.module}`} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-ink/70">
                  {label.module(group.module)}
                </h2>
                <NavList items={group.screens} labelOf={(screen) => phraseIn(screen.label, language)} selected={selected} Link={Link} hrefOf={hrefOf} screens />
                <NavList items={group.models} labelOf={(e) => label.entity(e)} selected={selected} Link={Link} hrefOf={hrefOf} />
                {group.relations.length ? (
                  <details className="mt-1" open={Boolean(filter) || group.relations.some((r) => selected && entityKey(r) === selectedKey)}>
                    <summary className="cursor-pointer rounded px-2 py-1 text-xs text-ink/70 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600">
                      {t("relations", { count: group.relations.length })}
                    </summary>
                    <NavList items={group.relations} labelOf={(e) => label.entity(e)} selected={selected} Link={Link} hrefOf={hrefOf} />
                  </details>
                ) : null}
              </section>
            ))}
            {groups.length === 0 ? <p className="px-2 text-sm text-ink/70">{t("noModelsMatch")}</p> : null}
          </div>
        </nav>
        <main className={cn("min-w-0 flex-1 p-3 sm:p-6", !selected && "max-md:order-first")}>
          {screen ? (
            <ScreenView key={`${screen.module}/${screen.name}`} screen={screen} timeZone={admin.timeZone ?? "UTC"} />
          ) : entity ? (
            <EntityView key={entityKey(entity)} entity={entity} />
          ) : selected ? (
            <div className="mx-auto max-w-xl py-12 text-center">
              <h1 className="font-serif text-2xl font-semibold">{t("noSuchModel")}</h1>
              <p className="mt-2 text-ink/70">{t("notDeclared", { name: `${selected.module}/${selected.name}` })}</p>
            </div>
          ) : (
            <div className="mx-auto max-w-3xl py-6 sm:py-12">
              <h1 className="text-center font-serif text-2xl font-semibold">{t("backOffice")}</h1>
              <Shortcuts Link={Link} hrefOf={hrefOf} />
              <p className="mt-6 text-center text-ink/70">{t("summary", { entities: counted(language, admin.entities.length, t("entities")), modules: counted(language, modulesOf(admin.entities).length, t("modules")) })}</p>
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

/** The site's everyday tasks, each a card linking to its table or screen (none when the site names none). */
function Shortcuts({ Link, hrefOf }: { Link: AdminLinkComponent; hrefOf: (e: EntityRef) => string }) {
  const { shortcuts = [], language } = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  if (!shortcuts.length) return null;
  return (
    <section aria-labelledby="admin-everyday" className="mt-6">
      <h2 id="admin-everyday" className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink/70">
        {t("everyday")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shortcuts.map((shortcut) => (
          <li key={`${shortcut.to.module}/${shortcut.to.name}`}>
            <Link
              to={hrefOf(shortcut.to)}
              className="block h-full rounded-lg border border-brand-200 bg-white p-4 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="block font-serif text-lg font-semibold text-brand-900">{phraseIn(shortcut.label, language)}</span>
              <span className="mt-1 block text-sm text-ink/70">{phraseIn(shortcut.description, language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An entity's table, or (for a versioned one) the records deleted from it (`?view=deleted`, so a reload and Back keep it). */
function EntityView({ entity }: { entity: AdminEntity }) {
  const [view, setView] = useUrlParam("view");
  const showDeleted = Boolean(entity.versions) && view === "deleted";
  const setShowDeleted = (shown: boolean) => setView(shown ? "deleted" : undefined);
  const { label, language } = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  const name = label.entity(entity);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{label.module(entity.module)}</p>
          <h1 className="font-serif text-2xl font-semibold">{showDeleted ? t("deletedOf", { entity: inSentence(language, name) }) : name}</h1>
        </div>
        {entity.versions ? (
          <Button type="button" variant="outline" size="sm" aria-pressed={showDeleted} onClick={() => setShowDeleted(!showDeleted)}>
            {showDeleted ? t("backToList") : t("deleted")}
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
  const { label, language } = useAdmin();
  const t = useAdminTexts(ADMIN_TEXTS);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">{label.module(screen.module)}</p>
        <h1 className="font-serif text-2xl font-semibold">{phraseIn(screen.label, language)}</h1>
      </div>
      <Suspense fallback={<p className="text-sm text-ink/70">{t("loading")}</p>}>
        <Screen timeZone={timeZone} language={language} />
      </Suspense>
    </div>
  );
}
