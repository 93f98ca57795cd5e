import { describe, expect, it } from 'vitest';
import { normalizeTabs, tabsWithContent } from './shop-tabs';

describe('normalizeTabs', () => {
  it('numbers tabs in the order sent and keeps the ids given', () => {
    const tabs = normalizeTabs([
      { id: 'coffrets', name: 'Coffrets', exists: true, children: [] },
      { id: 'vins', name: 'Nos vins', exists: false, children: [{ id: 'rouges', name: 'Rouges' }] },
    ]);
    expect(tabs).toEqual([
      { id: 'coffrets', name: 'Coffrets', order: 0, exists: true, content: { kind: 'all' }, children: [] },
      { id: 'vins', name: 'Nos vins', order: 1, exists: false, content: { kind: 'all' }, children: [{ id: 'rouges', name: 'Rouges', content: { kind: 'all' } }] },
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

describe('tab contents', () => {
  it('keeps what the producer chose, each product and type once', () => {
    const [tab] = normalizeTabs([{
      name: 'Sélection', exists: true, content: { kind: 'products', productIds: [3, 1, 3] },
      children: [{ name: 'Rouges', content: { kind: 'types', productTypes: [], colors: ['rouge', 'rouge'] } }],
    }]);
    expect(tab!.content).toEqual({ kind: 'products', productIds: [3, 1] });
    expect(tab!.children[0]!.content).toEqual({ kind: 'types', productTypes: [], colors: ['rouge'] });
  });

  it('stores a text page and a box builder tab as sent', () => {
    const tabs = normalizeTabs([
      { name: 'Le domaine', exists: true, content: { kind: 'text', text: 'Dix hectares en coteaux.' }, children: [] },
      { name: 'Composez', exists: true, content: { kind: 'builders' }, children: [] },
    ]);
    expect(tabs.map((t) => t.content)).toEqual([{ kind: 'text', text: 'Dix hectares en coteaux.' }, { kind: 'builders' }]);
  });

  it('gives a tab stored without content every product, as it showed before', () => {
    const [tab] = tabsWithContent([{ id: 'vins', name: 'Nos vins', order: 0, exists: true, children: [{ id: 'rouges', name: 'Rouges' }] }]);
    expect(tab!.content).toEqual({ kind: 'all' });
    expect(tab!.children[0]!.content).toEqual({ kind: 'all' });
  });
});
