import { mutate } from 'swr';
import { getHref, paths } from '@vendange/route-registry';
import { clearSession, currentToken, navigateTo, showSnackbar } from '@vendange/store';
import { interpretResponse } from './interpret';

/** Spec point 7: every fetch takes at least 200 ms, so loading states never flicker. */
export const MIN_DELAY_MS = 200;

export class ApiError extends Error {
  constructor(
    readonly status: number, readonly code: string, message: string,
    /** The whole error body, for contracts that carry more than a message (a refused checkout's problems). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Do not show snackbars (the caller shows its own message). */
  silent?: boolean;
}

let baseUrl = '';
/** The API host is configurable (spec point 7); same origin by default. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `${baseUrl}${path}${s ? `?${s}` : ''}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The one typed API client: Bearer token, minimum delay, snackbars and logout on 403. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, options)).body;
}

/** The same call, with the response headers too (counts and cursors some routes send beside the body). */
export async function apiWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ body: T; headers: Headers }> {
  const token = currentToken();
  const started = Date.now();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  const res = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET', headers, ...(options.body !== undefined ? { body: form ? (options.body as FormData) : JSON.stringify(options.body) } : {}),
  });
  const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null;
  const wait = MIN_DELAY_MS - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  const outcome = interpretResponse(res.status, body, !!token);
  if (outcome.snackbar && !options.silent) showSnackbar(outcome.snackbar.kind, outcome.snackbar.message);
  if (outcome.logout) logout();
  if (!outcome.ok) {
    const err = (body && typeof body === 'object' ? body : {}) as { code?: string; message?: string };
    throw new ApiError(res.status, err.code ?? 'HTTP_ERROR', typeof err.message === 'string' ? err.message : `HTTP ${res.status}`, err as Record<string, unknown>);
  }
  if ((options.method ?? 'GET') !== 'GET') revalidateResource(path);
  return { body: body as T, headers: res.headers };
}

/** '/v1/collaborators/12/block' → '/v1/collaborators': the collection a change belongs to. */
export function resourceOf(path: string): string {
  return path.split('?')[0]!.split('/').slice(0, 3).join('/');
}

/**
 * After a change succeeds, every cached read of the same collection is stale: drop the dedupe
 * window and refetch, so a list opened right after a create shows the new item.
 */
function revalidateResource(path: string): void {
  const resource = `${baseUrl}${resourceOf(path)}`;
  void mutate((key) => typeof key === 'string' && (key === resource || key.startsWith(`${resource}/`) || key.startsWith(`${resource}?`)));
}

/** Logout, or a 403: clear the session and every cached response, then go to login unless there. */
export function logout(): void {
  clearSession();
  void mutate(() => true, undefined, { revalidate: false });
  if (!window.location.pathname.startsWith(paths.login)) navigateTo(getHref('login'));
}
