import type { MessageDescriptor } from '@lingui/core';
import { mutate } from 'swr';
import { IMPORT_MAX_BYTES, type ImportDetail, type ImportKind, type ImportLineError, type ImportStatus } from '@vendange/contracts';

/** An import's status as the history and the progress read it (spec point 4). */
export const importStatusLabels: Record<ImportStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'import.status.pending', message: 'En attente' },
  processing: /*i18n*/ { id: 'import.status.processing', message: 'En cours' },
  completed: /*i18n*/ { id: 'import.status.completed', message: 'Terminé' },
  reverted: /*i18n*/ { id: 'import.status.reverted', message: 'Annulé' },
  error: /*i18n*/ { id: 'import.status.error', message: 'En erreur' },
};
export const importStatusColors: Record<ImportStatus, string> = { pending: 'gray', processing: 'blue', completed: 'green', reverted: 'orange', error: 'red' };

/** Percent of the lines written, whole, 100 once completed. */
export function importProgress(i: Pick<ImportDetail, 'status' | 'processedLines' | 'totalLines'>): number {
  if (i.status === 'completed') return 100;
  if (i.totalLines === 0) return 0;
  return Math.min(100, Math.floor((i.processedLines * 100) / i.totalLines));
}

/** The errors of each line, for the preview table (line 1: the header's). */
export function errorsByLine(errors: readonly ImportLineError[]): Map<number, ImportLineError[]> {
  const byLine = new Map<number, ImportLineError[]>();
  for (const e of errors) byLine.set(e.line, [...(byLine.get(e.line) ?? []), e]);
  return byLine;
}

/** Only a finished import is undone (the server says the same). */
export const canRevert = (status: ImportStatus) => status === 'completed' || status === 'error';

/** Why a picked file is refused before it is sent (the server reads and checks it again). */
export function importFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return 'type';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}

/** The lists an import changes (its history, the stock, the products), read again; not the import itself, polled on its own. */
export const importListsKey = (kind: ImportKind) => new RegExp(`/v1/(?:imports/${kind}(?:\\?|$)|(?:stocks|products)(?:[/?]|$))`);
export const refreshImports = (kind: ImportKind): Promise<unknown> => mutate((key: unknown) => typeof key === 'string' && importListsKey(kind).test(key));
