import { useEffect, useState } from "react";
import { useInRouterContext, useLocation, useSearchParams } from "react-router";

/**
 * The list's url as the admin last showed it and last wrote it. React Router hands a write the
 * params of the render its handler came from, so two writes before the url changes (a sort
 * direction clicked, then a search typed; 'from', then 'to'), or a handler kept from an older
 * render, would start from an old url and undo what was written since. Writes here start from the
 * last write while the url is still on its way there, else from the url on screen. Shared by
 * every hook that writes the list's url (search, sort and page; filters).
 *
 * 'On screen' is what was committed (an effect), never a render: React may render a navigation's
 * new url and then the old one again before it commits either.
 */
const url: {
  path?: string;
  /** The params on screen. */
  shown?: URLSearchParams;
  /** The last write, and every params written on the way to it since the url last caught up. */
  last?: URLSearchParams;
  written: Set<string>;
} = { written: new Set() };

export type WriteParams = (update: (latest: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;

export function useLatestSearchParams(): [URLSearchParams, WriteParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  useEffect(() => {
    if (url.path !== pathname) Object.assign(url, { path: pathname, last: undefined, written: new Set() });
    url.shown = params;
    // Caught up with the last write: forget the way there, so Back to one of those states later
    // is taken as it is.
    if (url.last?.toString() === params.toString()) url.written = new Set([params.toString()]);
  }, [params, pathname]);
  const write: WriteParams = (update, { replace } = {}) => {
    const shown = url.path === pathname && url.shown ? url.shown : params;
    const onTheWay = url.last !== undefined && url.written.has(shown.toString());
    const next = update(new URLSearchParams(onTheWay ? url.last : shown));
    if (!onTheWay) url.written = new Set([shown.toString()]);
    url.written.add(next.toString());
    url.last = next;
    setParams(next, { replace, preventScrollReset: true });
  };
  return [params, write];
}

export type SetUrlParam = (value: string | undefined, options?: { replace?: boolean }) => void;

/**
 * One param of the admin page's url (`?record=…`, `?view=deleted`), so a reload, a bookmark and
 * Back keep it; without a router (a component rendered on its own) it is the component's state.
 */
export function useUrlParam(name: string): [string | undefined, SetUrlParam] {
  const [local, setLocal] = useState<string>();
  // Whether there is a router does not change while the component is mounted: the hook below is
  // called on every render or on none.
  const router = useInRouterContext() ? useLatestSearchParams() : undefined;
  if (!router) return [local, (value) => setLocal(value)];
  const [params, write] = router;
  const set: SetUrlParam = (value, { replace } = {}) =>
    write((latest) => {
      if (value === undefined) latest.delete(name);
      else latest.set(name, value);
      return latest;
    }, { replace });
  return [params.get(name) || undefined, set];
}
