import { describe, expect, it } from 'vitest';
import { codeOf, nextCandidate, slugOf } from './shop-naming';

describe('new shop names', () => {
  it.each([
    ['Domaine des Côteaux', 'domaine-des-coteaux', 'DOMAINED'],
    ["Château l'Évangile", 'chateau-l-evangile', 'CHATEAUL'],
    ['  Cave & Co  ', 'cave-co', 'CAVECO'],
    ['Été', 'ete', 'ETEX'],
    ['???', 'boutique', 'SHOP'],
  ])('%s → url %s, code %s', (name, slug, code) => {
    expect(slugOf(name)).toBe(slug);
    expect(codeOf(name)).toBe(code);
  });

  it('keeps URL names short and without a trailing dash', () => {
    const slug = slugOf(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('numbers the next candidates', () => {
    expect(nextCandidate('CAVE', 0, '')).toBe('CAVE');
    expect(nextCandidate('CAVE', 1, '')).toBe('CAVE2');
    expect(nextCandidate('cave', 2, '-')).toBe('cave-3');
  });
});
