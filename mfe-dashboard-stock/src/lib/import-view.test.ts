import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@vendange/contracts';
import { canRevert, errorsByLine, importFileProblem, importListsKey, importProgress } from './import-view';

describe('import view', () => {
  it('shows progress in whole percent, 100 once completed', () => {
    expect(importProgress({ status: 'processing', processedLines: 50, totalLines: 120 })).toBe(41);
    expect(importProgress({ status: 'pending', processedLines: 0, totalLines: 0 })).toBe(0);
    expect(importProgress({ status: 'completed', processedLines: 0, totalLines: 3 })).toBe(100);
  });

  it('groups errors by line and says what may be undone', () => {
    const byLine = errorsByLine([{ line: 3, column: 'tva', message: 'a' }, { line: 3, column: 'prix_ttc', message: 'b' }, { line: 5, column: null, message: 'c' }]);
    expect([...byLine.keys()]).toEqual([3, 5]);
    expect(byLine.get(3)!.map((e) => e.column)).toEqual(['tva', 'prix_ttc']);
    expect([canRevert('completed'), canRevert('error'), canRevert('processing'), canRevert('reverted')]).toEqual([true, true, false, false]);
  });

  it('refuses other files and large ones before sending', () => {
    expect(importFileProblem({ name: 'vins.CSV', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'vins.xlsx', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'vins.xls', size: 10 })).toBe('type');
    expect(importFileProblem({ name: 'vins.csv', size: IMPORT_MAX_BYTES + 1 })).toBe('size');
  });

  it('reads the lists again after a change, never the polled import itself', () => {
    const key = importListsKey('stock');
    expect(['/v1/imports/stock?shopId=1&page=1', '/v1/stocks?shopId=1', '/v1/products/3', '/v1/imports/stock'].every((k) => key.test(k))).toBe(true);
    expect(['/v1/imports/stock/12?shopId=1', '/v1/imports/products?shopId=1', '/v1/stocksx'].some((k) => key.test(k))).toBe(false);
  });
});
