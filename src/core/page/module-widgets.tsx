import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import type { ModuleWidgetProps } from "./widget-registry";

export interface LazyViewOptions {
  /**
   * Hydrate only when the widget comes near the viewport: its code is not fetched with the page,
   * and a visitor who never scrolls to it never downloads it. Until then it shows its server
   * HTML (readable, links work, its controls wait). For heavy widgets below the fold.
   */
  hydrate?: "visible";
}

/** How far below the viewport a deferred widget starts loading, so it is ready when seen. */
const NEAR_VIEWPORT = "600px 0px";

/**
 * A view whose code is its own chunk. The server renders it like any other (the page waits for
 * it); the browser fetches it only on a page that shows it, so every page does not carry every
 * module's forms, dialogs and carousels.
 */
export function lazyView<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, options: LazyViewOptions = {}): ComponentType<P> {
  if (options.hydrate !== "visible") return lazy(() => load().then((module) => ({ default: pick(module) })));

  // The first instance that comes near the viewport opens the gate for all of them; the server
  // renders at once.
  let open: () => void = () => undefined;
  const near = typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const View = lazy(() => near.then(load).then((module) => ({ default: pick(module) })));
  return function HydrateWhenVisible(props: P) {
    const ref = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      // The wrapper has no box of its own (display: contents): watch what the server rendered in
      // it. Nothing there (an empty block, or a render in the browser) has nothing to wait for.
      const element = ref.current?.firstElementChild;
      if (!element || typeof IntersectionObserver === "undefined") return open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          open();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      // An update that reaches the boundary before it hydrates (a context above it changing, say)
      // makes React drop the server's HTML and render the boundary afresh, showing its empty
      // fallback: the watched element is gone and would never come into view, so load at once.
      const replaced = new MutationObserver(() => {
        if (element.isConnected) return;
        observer.disconnect();
        replaced.disconnect();
        open();
      });
      if (ref.current) replaced.observe(ref.current, { childList: true });
      return () => {
        observer.disconnect();
        replaced.disconnect();
      };
    }, []);
    // The inner boundary keeps the server's HTML while the code is not there yet. The wrapper
    // takes no part in the layout (display: contents), and is a span so that it may stand inside
    // a paragraph (a copy button in rich text) without the HTML parser closing it.
    return (
      <span ref={ref} data-deferred-view="" style={{ display: "contents" }}>
        <Suspense fallback={null}>
          <View {...props} />
        </Suspense>
      </span>
    );
  };
}

/**
 * A lazy view that reads through TanStack Query: TanStack and the site's query cache load with
 * its chunk, so pages without such views (most pages, for most visitors) never fetch them.
 */
export function queryView<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, options: LazyViewOptions = {}): ComponentType<P> {
  return lazyView(
    () => Promise.all([load(), import("./query-client")]),
    ([module, query]) => query.withQueryClient(pick(module)),
    options,
  );
}

/**
 * A module's renderer that dispatches on the variant its widget data names: the variant's view,
 * or nothing for an unknown variant or a missing widget (SPEC §2).
 */
export function variantRenderer<D>(variantOf: (data: D) => string | undefined, views: Readonly<Record<string, ComponentType<{ data: D }>>>): ComponentType<ModuleWidgetProps> {
  return function VariantRenderer({ data }: ModuleWidgetProps) {
    const widget = data as D | undefined;
    const variant = widget === undefined || widget === null ? undefined : variantOf(widget);
    const View = variant !== undefined && Object.hasOwn(views, variant) ? views[variant] : undefined;
    return View ? <View data={widget as D} /> : null;
  };
}
