import { isRouteErrorResponse } from "react-router";

const screen = "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center";

/** The 404 screen of a url that is no page (the site's own 404 page is shown when it has one). */
export function NotFound() {
  return (
    <main className={screen}>
      <h1 className="font-serif text-5xl">404</h1>
      <p>Страница не найдена · Page not found</p>
      <a className="underline" href="/">
        На главную · Home
      </a>
    </main>
  );
}

/**
 * What a route shows when its loader or render throws: the 404 screen for a 404, otherwise the
 * status and a way home; never React Router's built-in screen (English only, with a note to
 * developers in the console), and never the error's stack.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main role="alert" className={screen}>
      <h1 className="font-serif text-5xl">{status}</h1>
      <p>Что-то пошло не так · Something went wrong</p>
      <a className="underline" href="/">
        На главную · Home
      </a>
    </main>
  );
}
