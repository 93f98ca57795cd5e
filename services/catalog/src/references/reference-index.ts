import type { ReferenceItem, ReferenceListName } from '@vendange/contracts';
import { referenceData } from './lists';

/** Every list with complete items (group, exciseCategory, volumeUnit null when absent). */
export const referenceLists: Record<ReferenceListName, ReferenceItem[]> = Object.fromEntries(
  Object.entries(referenceData).map(([list, rows]) => [list, rows.map((r) => ({ code: r.code, label: r.label, group: r.group ?? null, exciseCategory: r.exciseCategory ?? null, volumeUnit: r.volumeUnit ?? null }))]),
) as Record<ReferenceListName, ReferenceItem[]>;

const codeSets = new Map<ReferenceListName, Map<string, ReferenceItem>>(
  Object.entries(referenceLists).map(([list, rows]) => [list as ReferenceListName, new Map(rows.map((r) => [r.code, r]))]),
);

export function referenceItem(list: ReferenceListName, code: string): ReferenceItem | undefined {
  return codeSets.get(list)?.get(code);
}

export const isReferenceCode = (list: ReferenceListName, code: string) => referenceItem(list, code) !== undefined;
