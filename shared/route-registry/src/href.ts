import { paths, type PageName } from './paths';

/** The `:param` names of a path pattern, as a union of string literals. */
export type ParamNames<P extends string> =
  P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}` ? Name
      : never;

/** The parameters a page's link needs: every `:param` of its path, no other. */
export type HrefParams<N extends PageName> = { [K in ParamNames<(typeof paths)[N]>]: string | number };

/** Query of a link; null and undefined values are left out. */
export type HrefQuery = Record<string, string | number | boolean | null | undefined> | URLSearchParams;

/** A page without parameters takes none; a page with some must get each (a missing one is a type error). */
export type HrefArgs<N extends PageName> = [ParamNames<(typeof paths)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: HrefQuery]
  : [params: HrefParams<N>, query?: HrefQuery];

function queryString(query: HrefQuery | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  return qs.toString();
}

/** Builds a link from a path pattern: params encoded into their segments, then the query. */
export function hrefOf(pattern: string, params: Record<string, string | number> = {}, query?: HrefQuery): string {
  const path = pattern.replace(/:(\w+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`Missing route parameter "${k}" for ${pattern}`);
    return encodeURIComponent(String(v));
  });
  const qs = queryString(query);
  return qs ? `${path}?${qs}` : path;
}

/**
 * The link to a page of the registry by its name (paths.ts), e.g. `getHref('orderDetail', { id: 12 })`,
 * `getHref('login', {}, { redirectLink: '/cart' })`. An unknown name or a missing parameter does not compile.
 */
export function getHref<N extends PageName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return hrefOf(paths[name], params as Record<string, string | number> | undefined, query);
}
