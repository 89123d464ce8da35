import { Suspense, type ReactNode } from "react";
import { cn } from "../../core/ui/cn";
import { widgetDataFailure, type ExternalWidgetRef, type HostWidget, type PageLayout, type PageTree } from "../../core/page/page-tree";
import { ErrorBoundary, ErrorFallback } from "../../core/page/error-fallback";
import { LeadWidget } from "../../core/page/block-header";
import { CONTENT_ID, SkipLink } from "./skip-link";
import { widgetRendererFor } from "../../core/page/widget-registry";

/** Throws a data failure inside the boundary, so it shows the error box like a render error. */
function ModuleWidget({ Renderer, external, data }: { Renderer: NonNullable<ReturnType<typeof widgetRendererFor>>; external: ExternalWidgetRef; data: unknown }) {
  const failure = widgetDataFailure(data);
  if (failure) return <ErrorFallback error={new Error(failure)} />;
  return <Renderer external={external} data={data} />;
}

/**
 * One host widget: each module widget it maps to, through the module's registered renderer.
 * Suspense lets a widget that throws while rendering on the server fall back to the browser, where
 * the error boundary shows the error box; the rest of the page renders either way.
 */
function HostWidgetView({ hostWidget, tree }: { hostWidget: HostWidget; tree: PageTree }) {
  return (
    <>
      {hostWidget.externals.map((external) => {
        const Renderer = widgetRendererFor(external.module);
        if (!Renderer) return null;
        return (
          <ErrorBoundary key={`${external.module}:${external.id}`}>
            <Suspense fallback={null}>
              <ModuleWidget Renderer={Renderer} external={external} data={tree.data[external.module]?.[external.id]} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}

function Widgets({ list, tree }: { list: HostWidget[]; tree: PageTree }) {
  return (
    <>
      {list.map((w) => (
        <HostWidgetView key={w.widget.id} hostWidget={w} tree={tree} />
      ))}
    </>
  );
}

/** Layouts wrap each other: their default widgets, then the page's own, then their additional ones. */
function LayoutView({ layouts, tree, children }: { layouts: PageLayout[]; tree: PageTree; children: ReactNode }) {
  const [first, ...rest] = layouts;
  if (!first) return <>{children}</>;
  return (
    <div data-layout={first.layout.slug as string} className={(first.layout.className as string | null) ?? undefined}>
      <Widgets list={first.before} tree={tree} />
      <LayoutView layouts={rest} tree={tree}>
        {children}
      </LayoutView>
      <Widgets list={first.after} tree={tree} />
    </div>
  );
}

/**
 * The page: a skip link first, then its layouts around <main> with the page's own widgets. The
 * first of those leads the page: its block title is the page's h1 (see useBlockLevel), so every
 * page has one, whatever module shows it.
 */
export function PageRenderer({ tree }: { tree: PageTree }) {
  const [lead, ...rest] = tree.widgets;
  return (
    <>
      <SkipLink />
      <LayoutView layouts={tree.layouts} tree={tree}>
        {/* tabIndex -1: the skip link moves the keyboard focus here, not just the scroll. */}
        <main id={CONTENT_ID} tabIndex={-1} className={cn("outline-none", (tree.page.className as string | null) ?? undefined)}>
          {lead && (
            <LeadWidget value>
              <Widgets list={[lead]} tree={tree} />
            </LeadWidget>
          )}
          <Widgets list={rest} tree={tree} />
        </main>
      </LayoutView>
    </>
  );
}
