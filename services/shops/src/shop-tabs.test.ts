import { describe, expect, it } from 'vitest';
import { normalizeTabs } from './shop-tabs';

describe('normalizeTabs', () => {
  it('numbers tabs in the order sent and keeps the ids given', () => {
    const tabs = normalizeTabs([
      { id: 'coffrets', name: 'Coffrets', exists: true, children: [] },
      { id: 'vins', name: 'Nos vins', exists: false, children: [{ id: 'rouges', name: 'Rouges' }] },
    ]);
    expect(tabs).toEqual([
      { id: 'coffrets', name: 'Coffrets', order: 0, exists: true, children: [] },
      { id: 'vins', name: 'Nos vins', order: 1, exists: false, children: [{ id: 'rouges', name: 'Rouges' }] },
    ]);
  });

  it('gives new tabs and sub-pages an id from their name, never one already used', () => {
    const tabs = normalizeTabs([
      { id: 'nos-vins', name: 'Ancien nom', exists: true, children: [{ name: 'Nos vins' }, { name: 'Nos vins' }] },
      { name: 'Événements & visites', exists: true, children: [] },
    ]);
    expect(tabs[0]!.id).toBe('nos-vins');
    expect(tabs[0]!.children.map((c) => c.id)).toEqual(['nos-vins-2', 'nos-vins-3']);
    expect(tabs[1]!.id).toBe('evenements-visites');
  });

  it('renames a duplicated id rather than storing it twice', () => {
    const tabs = normalizeTabs([
      { id: 'vins', name: 'Vins', exists: true, children: [] },
      { id: 'vins', name: 'Vins', exists: true, children: [] },
    ]);
    expect(tabs.map((t) => t.id)).toEqual(['vins', 'vins-2']);
  });
});
