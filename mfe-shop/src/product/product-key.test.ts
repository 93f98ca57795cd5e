import { describe, expect, it } from 'vitest';
import { productIdOf, productKeyOf, productPathOf, productSlug } from './product-key';

describe('product keys in URLs', () => {
  it('makes <slug>-<id> from the name', () => {
    expect(productSlug('Côtes du Rhône « Les Galets »')).toBe('cotes-du-rhone-les-galets');
    expect(productKeyOf({ id: 1, name: 'Côtes du Rhône Les Galets' })).toBe('cotes-du-rhone-les-galets-1');
    expect(productKeyOf({ id: 7, name: '!!!' })).toBe('7');
    expect(productPathOf('/domaine-des-coteaux', { id: 3, name: 'Rosé de Saignée' })).toBe('/domaine-des-coteaux/rose-de-saignee-3');
  });

  it('reads the id back from a slugged key or a bare id, and nothing else', () => {
    expect(productIdOf('cotes-du-rhone-les-galets-1')).toBe(1);
    expect(productIdOf('42')).toBe(42);
    expect(productIdOf('cuvee-2022-12')).toBe(12);
    for (const key of ['legal-notice', 'builders', '', undefined, '0', 'abc-', '-']) expect(productIdOf(key), String(key)).toBeNull();
  });
});
