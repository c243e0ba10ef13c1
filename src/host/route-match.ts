import { NOT_FOUND, ROUTES, type ElementRoute, type RouteDef } from './routes';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
}

// {id} is a database id, always numeric; other parameters ({rand}) are any single segment.
function compile(route: RouteDef): Compiled {
  const keys: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(param[1]);
      return param[1] === 'id' ? '(\\d+)' : '([^/]+)';
    })
    .join('/');
  return { route, regex: new RegExp(`^${source}$`), keys };
}

// Literal paths win over parameters (/buckets/novo before /buckets/{rand}) whatever the table order.
const compiled = ROUTES.map(compile).sort((a, b) => a.keys.length - b.keys.length);

/** '/registros/' -> '/registros'; the root stays '/'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function findRoute(pathname: string): RouteMatch | null {
  const path = normalizePath(pathname);
  for (const { route, regex, keys } of compiled) {
    const m = regex.exec(path);
    if (m) {
      const params: Record<string, string> = {};
      keys.forEach((key, i) => (params[key] = decodeURIComponent(m[i + 1])));
      return { route, params };
    }
  }
  return null;
}

/** The route for a path, or the not-found page. */
export function matchRoute(pathname: string): RouteMatch {
  return findRoute(pathname) ?? { route: NOT_FOUND, params: {} };
}

/** The attributes an element route gets: its fixed ones plus its path parameters under their attribute names. */
export function elementAttributes(element: ElementRoute, params: Record<string, string>): Record<string, string> {
  const attrs: Record<string, string> = { ...(element.attrs ?? {}) };
  for (const [param, attribute] of Object.entries(element.params ?? {})) {
    if (params[param] !== undefined) attrs[attribute] = params[param];
  }
  return attrs;
}
