import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@vendange/i18n';
import { formatName } from './format-name';

describe('formatName', () => {
  afterEach(() => { i18n.loadAndActivate({ locale: 'fr', messages: {} }); });

  it('names a format by its container and volume, in French by default', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(formatName({ container: 'bouteille', unity: 'cl', unityValue: '37.5' })).toBe('Bouteille 37,5 cl');
    expect(formatName({ container: 'magnum', unity: 'cl', unityValue: '150' })).toBe('Magnum 150 cl');
    expect(formatName({ container: 'unite', unity: 'u', unityValue: '1' })).toBe('Unité');
    expect(formatName({ container: 'amphore', unity: 'l', unityValue: '225' })).toBe('amphore 225 l');
  });

  it('speaks English when the interface does', () => {
    i18n.loadAndActivate({ locale: 'en', messages: { 'format.container.fut': 'Cask' } });
    expect(formatName({ container: 'fut', unity: 'l', unityValue: '225.5' })).toBe('Cask 225.5 l');
  });
});
