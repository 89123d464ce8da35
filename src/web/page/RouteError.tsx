import { isRouteErrorResponse } from "react-router";

/** A status in large type, what it means in both languages and a way home. */
function StatusScreen({ status, words, alert = false }: { status: number; words: string; alert?: boolean }) {
  return (
    <main role={alert ? "alert" : undefined} className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="font-serif text-5xl">{status}</h1>
      <p>{words}</p>
      <a className="underline" href="/">
        На главную · Home
      </a>
    </main>
  );
}

/** The 404 screen of a url that is no page (the site's own 404 page is shown when it has one). */
export function NotFound() {
  return <StatusScreen status={404} words="Страница не найдена · Page not found" />;
}

/**
 * What a route shows when its loader or render throws: the 404 screen for a 404, otherwise the
 * status and a way home; never React Router's built-in screen (English only, with a note to
 * developers in the console), and never the error's stack.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <StatusScreen status={isRouteErrorResponse(error) ? error.status : 500} words="Что-то пошло не так · Something went wrong" alert />;
}
