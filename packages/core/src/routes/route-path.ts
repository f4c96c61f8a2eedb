import { ROUTE_NAMES, ROUTES, type RouteName, type RouteParams, type RouteRow } from './route-table';

/** A phone path read against the route table: which route it is and its params, decoded. */
export interface RouteMatch {
  name: RouteName;
  route: RouteRow;
  params: Readonly<Record<string, string | undefined>>;
}

const pathOnly = (path: string) => path.split(/[?#]/)[0]!;
const wordsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(word: string): string {
  try {
    return decodeURIComponent(word);
  } catch {
    return word; // a stray % is taken as written
  }
}

function matchPattern(pattern: string, words: readonly string[]): Record<string, string | undefined> | undefined {
  const parts = wordsOf(pattern);
  if (words.length > parts.length) return undefined;
  const params: Record<string, string | undefined> = {};
  for (const [i, part] of parts.entries()) {
    const word = words[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (word === undefined && !optional) return undefined;
      if (word !== undefined) params[part.slice(1, optional ? -1 : undefined)] = decoded(word);
    } else if (part !== word) return undefined;
  }
  return params;
}

/** The route a phone path (`/detail/d1`, `/list/search/%E6%B5%B7?x=1`, `/faqs/`) is, if any. */
export function matchRoute(phonePath: string): RouteMatch | undefined {
  const words = wordsOf(pathOnly(phonePath));
  for (const name of ROUTE_NAMES) {
    const params = matchPattern(ROUTES[name].path, words);
    if (params) return { name, route: ROUTES[name], params };
  }
  return undefined;
}

/** A route's phone path, its params URL-encoded: `routePath('detail', { diaryId: 'd1' })` is `/detail/d1`. */
export function routePath<N extends RouteName>(name: N, ...[params]: keyof RouteParams<N> extends never ? [] : [RouteParams<N>]): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const words = wordsOf(ROUTES[name].path).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const value = values[part.replace(/^:|\?$/g, '')];
    return value === undefined ? [] : [encodeURIComponent(value)];
  });
  return `/${words.join('/')}`;
}

/** Whether a visitor may open a phone path (`/gopro`, `/about/policy?x=1`); a path no route knows is not open. */
export function isOpenPage(phonePath: string): boolean {
  return matchRoute(phonePath)?.route.open === true;
}

/** Where a signed-in user lands: the dashboard's archive tab. */
export const HOME_PATH = routePath('dashboard', { tab: 'archive' });
