import { messages } from '@vendange/contracts';
import { currentToken } from '@vendange/store';
import { buildUrl, type RequestOptions } from './client';

/**
 * The file name a server gives in its content-disposition header (`filename*=UTF-8''…` preferred, then `filename=`),
 * reduced to what a file system accepts; `fallback` when it gives none.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  let name: string | null = null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition ?? '');
  if (encoded) {
    try {
      name = decodeURIComponent(encoded[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition ?? '');
    name = plain ? (plain[1] ?? plain[2] ?? '').trim() : null;
  }
  const safe = (name ?? '').replace(/^.*[/\\]/, '').replace(/[^\w.-]+/g, '_');
  return safe && safe !== '.' && safe !== '..' ? safe : fallback;
}

/**
 * Downloads a file an API path serves (a PDF, an accounting export). The API wants the bearer token like every call,
 * so a plain link would not do: the file is fetched as a blob and handed to the browser through an object URL, under
 * `name`, or else the server's content-disposition name, or else `fallback`. Throws the server's French message when
 * refused; resolves to the name the file was saved under.
 */
export async function downloadFile(path: string, opts: { accept: string; fallback: string; name?: string; query?: RequestOptions['query']; method?: 'GET' | 'POST' }): Promise<string> {
  const token = currentToken();
  const res = await fetch(buildUrl(path, opts.query), {
    // POST: a file whose download moves something on (a SEPA batch handed to the bank).
    method: opts.method ?? 'GET',
    headers: { accept: opts.accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) {
    const body = (res.headers.get('content-type')?.includes('json') ? await res.json().catch(() => null) : null) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' ? body.message : messages.internal);
  }
  const name = opts.name ?? fileNameOf(res.headers.get('content-disposition'), opts.fallback);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
