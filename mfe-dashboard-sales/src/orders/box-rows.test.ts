import { describe, expect, it } from 'vitest';
import { boxRoles } from './box-rows';

describe('order lines in composed boxes', () => {
  it('reads the first line of each box as the box and the others as its bottles', () => {
    const roles = boxRoles([
      { id: 1, boxKey: null }, { id: 2, boxKey: 'a' }, { id: 3, boxKey: 'a' }, { id: 4, boxKey: 'b' }, { id: 5, boxKey: 'a' }, { id: 6, boxKey: 'b' },
    ]);
    expect([...roles.values()]).toEqual([null, 'box', 'inBox', 'box', 'inBox', 'inBox']);
  });
});
