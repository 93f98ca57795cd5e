import { ApiError } from '@vendange/api-client';

export const editorTabs = ['general', 'builder', 'vintages', 'formats', 'packings', 'nutrition', 'images'] as const;
export type EditorTab = (typeof editorTabs)[number];

/** The tab holding a field path ("formats.0.priceCents" → formats; "name" → general). */
export function tabOfPath(path: string): EditorTab {
  const head = path.split('.')[0] ?? '';
  return (['builder', 'vintages', 'formats', 'packings', 'nutrition'] as const).find((t) => t === head) ?? 'general';
}

/** Flat paths of react-hook-form's nested errors, in form order. */
export function errorPaths(errors: object, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') paths.push(path);
    else paths.push(...errorPaths(value as object, path));
  }
  return paths;
}

/** The tab to show after a refused save: the first one with an error, in tab order. */
export function firstTabWithError(errors: object): EditorTab | null {
  const tabs = new Set(errorPaths(errors).map(tabOfPath));
  return editorTabs.find((t) => tabs.has(t)) ?? null;
}

const FIELD_SUFFIX = /\s*\(([A-Za-z][\w.]*)\)$/;

/** A server refusal naming a field ("… (formats.0.unityValue)"): the path and the message without it. */
export function serverFieldError(err: unknown): { path: string; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const m = FIELD_SUFFIX.exec(err.message);
  return m ? { path: m[1]!, message: err.message.replace(FIELD_SUFFIX, '') } : null;
}
