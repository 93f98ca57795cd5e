import { describe, expect, it } from 'vitest';
import { addMyShopBodySchema, myShopsMessages, shopKeyOf } from './my-shops';

describe('shopKeyOf: what a producer hands a buyer, read as a shop key', () => {
  it.each([
    ['COTEAUX', 'COTEAUX'],
    ['  coteaux ', 'coteaux'],
    ['2', '2'],
    ['domaine-des-coteaux', 'domaine-des-coteaux'],
    ['https://vendange.fr/domaine-des-coteaux', 'domaine-des-coteaux'],
    ['https://vendange.fr/domaine-des-coteaux/cotes-du-rhone-1?page=vins#top', 'domaine-des-coteaux'],
    ['http://localhost:3000/shops/2', '2'],
    ['vendange.fr/chateau-belle-riviere/', 'chateau-belle-riviere'],
    ['localhost:3000/chateau-belle-riviere', 'chateau-belle-riviere'],
    ['/domaine-des-coteaux/legal-notice', 'domaine-des-coteaux'],
    ['https://vendange.fr/auth/register?id=BELLERIV', 'BELLERIV'],
    ['https://vendange.fr/', ''],
    ['   ', ''],
  ])('%s → %s', (input, key) => {
    expect(shopKeyOf(input)).toBe(key);
  });
});

describe('addMyShopBodySchema', () => {
  it('keeps the key of an address', () => {
    expect(addMyShopBodySchema.parse({ code: 'https://vendange.fr/domaine-des-coteaux' })).toEqual({ code: 'domaine-des-coteaux' });
  });

  it('says what to type when nothing usable is given', () => {
    for (const body of [{}, { code: '' }, { code: 'https://vendange.fr/' }, { code: 'x'.repeat(81) }]) {
      const parsed = addMyShopBodySchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(myShopsMessages.codeNeeded);
    }
  });
});
