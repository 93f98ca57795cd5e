import { describe, expect, it } from 'vitest';
import { makesLoop, treeOrder } from './team-tree';

describe('makesLoop', () => {
  const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2]]);
  it('refuses a team under itself or under one of its own descendants', () => {
    expect(makesLoop(parents, 1, 1)).toBe(true);
    expect(makesLoop(parents, 1, 3)).toBe(true);
  });
  it('accepts a new team anywhere and a move to another branch', () => {
    expect(makesLoop(parents, null, 3)).toBe(false);
    expect(makesLoop(parents, 3, 1)).toBe(false);
    expect(makesLoop(parents, 2, null)).toBe(false);
  });
});

describe('treeOrder', () => {
  it('puts each team after the one it reports to, by name, with its depth', () => {
    const teams = [
      { id: 3, parentId: 1, name: 'Sud-Est' }, { id: 1, parentId: null, name: 'France' }, { id: 2, parentId: 1, name: 'Ouest' }, { id: 4, parentId: 9, name: 'Export' },
    ];
    expect(treeOrder(teams).map((t) => [t.name, t.depth])).toEqual([['Export', 0], ['France', 0], ['Ouest', 1], ['Sud-Est', 1]]);
  });
});
