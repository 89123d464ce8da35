import { Menu } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../../core/ui/cn";
import { useLanguage } from "../../../core/page/page-context";
import type { WbButtonsArray } from "../widget-data-types";
import { ButtonLink } from "./buttons";
import { lazyView } from "../../../core/page/module-widgets";
import { useOverlays } from "./lazy-overlays";
import { Logotype } from "./logotype";
import { arraysInOrder, dropdownParts, Section, toneClasses, useTone, type WidgetViewProps } from "./shared";
import { useWbTexts } from "./texts";
import { LanguageSwitcher } from "../../../core/page/language-switcher";
import { NavSearch, SearchForm } from "./nav-search";

// The bar shows its menu inline from 1280 px: the cathedral's eight items (with the calendar)
// do not fit beside the brand at 1024 px, so tablets keep the burger.
const LARGE = "(min-width: 1280px)";

/** The navbar's brand: its logotypes, or the widget title linking home. */
function Brand({ data, compact = false }: { data: WidgetViewProps["data"]; compact?: boolean }) {
  const { t, href } = useLanguage();
  const title = t(data.title);
  const subtitle = t(data.subtitle);
  if (data.logotypes.length) {
    return (
      <>
        {data.logotypes.map((logotype, index) => (
          <Logotype
            key={`${logotype.id}:${logotype.link.orderIndex}`}
            logotype={logotype}
            homeFallback
            priority
            imageClassName={compact ? "h-9 w-auto" : "h-10 w-auto lg:h-12"}
            className={cn(index > 0 && "max-sm:hidden")}
          />
        ))}
      </>
    );
  }
  if (!title) return null;
  return (
    <a href={href("/")} className="flex min-w-0 flex-col rounded-md leading-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
      <span className="truncate font-serif text-lg lg:text-xl">{title}</span>
      {subtitle && !compact && <span className="truncate text-xs opacity-70">{subtitle}</span>}
    </a>
  );
}

// The large-screen bar's dropdowns: hidden below the large breakpoint, so a phone never loads them.
const NavDropdown = lazyView(
  () => import("./dropdown"),
  (m) => m.NavDropdown,
  { hydrate: "visible" },
);

/** An array in the large-screen bar: its buttons inline, or a hover popover for a dropdown. */
function BarArray({ array, fallbackLink }: { array: WbButtonsArray; fallbackLink: boolean }) {
  if (array.variant === "smolny-dropdown") return <NavDropdown array={array} />;
  if (array.variant !== "default" && array.variant !== "smolny-column") return null;
  return (
    <div className={cn("flex items-center gap-1", array.className, array.link.className)}>
      {array.buttons.map((button) => (
        <ButtonLink
          key={`${button.id}:${button.link.orderIndex}`}
          button={button}
          fallback={fallbackLink ? "smolny-link" : undefined}
          size={fallbackLink ? "default" : "sm"}
          // Menu links sit a little closer until 1536 px: eight items, the language and the search fit at 1280.
          className={fallbackLink ? "px-2.5 2xl:px-4" : undefined}
        />
      ))}
    </div>
  );
}

/** An array in the mobile menu: large links; a dropdown becomes a titled group. */
function MenuArray({ array, onNavigate }: { array: WbButtonsArray; onNavigate: () => void }) {
  const { t } = useLanguage();
  const tone = useTone();
  const link = "h-auto w-full justify-start whitespace-normal px-0 py-3 text-left font-serif text-2xl";
  if (array.variant === "smolny-dropdown") {
    const { primary, items } = dropdownParts(array);
    const heading = (primary && t(primary.title)) || t(array.title);
    return (
      <li className={cn("py-3", array.className)}>
        {heading && <p className={cn("pb-1 text-xs font-semibold uppercase tracking-[0.18em]", toneClasses[tone].eyebrow)}>{heading}</p>}
        <ul className="flex flex-col border-l-2 border-brand-400/60 pl-4">
          {items.map((button) => (
            <li key={`${button.id}:${button.link.orderIndex}`}>
              <ButtonLink button={button} fallback="smolny-link" size="none" className={cn(link, "py-2 text-xl")} onClick={onNavigate} />
            </li>
          ))}
        </ul>
      </li>
    );
  }
  if (array.variant !== "default" && array.variant !== "smolny-column") return null;
  return (
    <>
      {array.buttons.map((button) => (
        <li key={`${button.id}:${button.link.orderIndex}`}>
          <ButtonLink button={button} fallback="smolny-link" size="none" className={link} onClick={onNavigate} />
        </li>
      ))}
    </>
  );
}

/**
 * navbar-default / navbar-dark: the logotype area on the left; the content holds the buttons
 * arrays linked 'default' (the menu) then 'additional' (actions such as 'Login'). Below the large
 * breakpoint a hamburger opens a full-screen menu with the same items.
 */
function Navbar({ data, dark }: WidgetViewProps & { dark: boolean }) {
  const { t } = useLanguage();
  const words = useWbTexts();
  const menu = arraysInOrder(data.buttonsArrays, "default");
  const actions = arraysInOrder(data.buttonsArrays, "additional");
  const [overlays, load] = useOverlays();
  const [open, setOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hasItems = [...menu, ...actions].some((a) => a.buttons.length);
  const title = t(data.title) || words("menu");

  // Growing past the breakpoint (rotating a tablet) closes the full-screen menu.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(LARGE);
    const close = () => query.matches && setOpen(false);
    query.addEventListener("change", close);
    return () => query.removeEventListener("change", close);
  }, [open]);

  const MobileMenu = overlays?.MobileMenu;
  const close = () => setOpen(false);
  return (
    <Section
      data={data}
      tone={dark ? "dark" : "light"}
      as="header"
      className={cn(
        "sticky top-0 z-40 border-b backdrop-blur supports-[backdrop-filter]:backdrop-saturate-150",
        dark ? "border-white/10 bg-ink/95 text-white" : "border-brand-200/80 bg-brand-50/90",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-20 lg:gap-6 lg:px-8 xl:gap-5 2xl:gap-8">
        <div className="flex min-w-0 shrink items-center gap-4">
          <Brand data={data} />
        </div>
        <nav aria-label={title} className="hidden min-w-0 flex-1 items-center justify-center gap-1 xl:flex">
          {menu.map((array) => (
            <BarArray key={`${array.id}:${array.link.orderIndex}`} array={array} fallbackLink />
          ))}
        </nav>
        {actions.some((a) => a.buttons.length) && (
          <div className="hidden shrink-0 items-center gap-2 xl:flex">
            {actions.map((array) => (
              <BarArray key={`${array.id}:${array.link.orderIndex}`} array={array} fallbackLink={false} />
            ))}
          </div>
        )}
        {/* Pushed right on phones, where the menu collapses; the burger keeps the far edge. The
            search button sits close to the language so the eight menu items still fit at 1280 px. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 xl:ml-0">
          <LanguageSwitcher dark={dark} />
          <NavSearch dark={dark} />
        </div>
        {hasItems && (
          <button
            ref={burgerRef}
            type="button"
            aria-label={words("openMenu")}
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            aria-haspopup="dialog"
            onPointerEnter={load}
            onTouchStart={load}
            onFocus={load}
            onClick={() => {
              load();
              setOpen(true);
            }}
            className={cn(
              "grid size-11 shrink-0 place-items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-brand-500 xl:hidden",
              dark ? "hover:bg-white/10" : "hover:bg-brand-100",
            )}
          >
            <Menu aria-hidden className="size-6" />
          </button>
        )}
      </div>
      {MobileMenu && (
        <MobileMenu
          open={open}
          onOpenChange={setOpen}
          returnFocusRef={burgerRef}
          id={menuId}
          dark={dark}
          title={title}
          brand={<Brand data={data} compact />}
          footer={
            actions.some((a) => a.buttons.length) ? (
              <div className="flex flex-col gap-3">
                {actions.flatMap((array) =>
                  array.buttons.map((button) => (
                    <ButtonLink key={`${array.id}:${button.id}:${button.link.orderIndex}`} button={button} size="lg" className="w-full" onClick={close} />
                  )),
                )}
              </div>
            ) : undefined
          }
        >
          <SearchForm dark={dark} className="mb-2" />
          <ul className={cn("flex flex-col divide-y", dark ? "divide-white/10" : "divide-brand-200")}>
            {menu.map((array) => (
              <MenuArray key={`${array.id}:${array.link.orderIndex}`} array={array} onNavigate={close} />
            ))}
          </ul>
        </MobileMenu>
      )}
    </Section>
  );
}

export function NavbarDefault(props: WidgetViewProps) {
  return <Navbar {...props} dark={false} />;
}

export function NavbarDark(props: WidgetViewProps) {
  return <Navbar {...props} dark />;
}
