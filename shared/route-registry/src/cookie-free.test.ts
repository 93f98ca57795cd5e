import { describe, expect, it } from 'vitest';
import { isCookieFreePage } from './cookie-free';
import { getHref } from './href';

describe('isCookieFreePage', () => {
  it('is the e-label and its GS1 entry, not the shop around it', () => {
    expect(isCookieFreePage(getHref('eLabel', { name: 1 }))).toBe(true);
    expect(isCookieFreePage(`${getHref('gs1', { ean: '3760123450010' })}/10/L24-07/22/2022`)).toBe(true);
    expect(isCookieFreePage(getHref('shop', { id: 1 }))).toBe(false);
    expect(isCookieFreePage(getHref('cart'))).toBe(false);
  });
});
