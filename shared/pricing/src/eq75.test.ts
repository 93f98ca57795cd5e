import { describe, expect, it } from 'vitest';
import { eq75Of, litresOf, volumeHlOf } from './eq75';

describe('eq75 and volumes', () => {
  it.each([
    [{ unity: 'cl', unityValue: 75 }, '1'],
    [{ unity: 'cl', unityValue: 37.5 }, '0.5'],
    [{ unity: 'l', unityValue: '1.5' }, '2'],
    [{ unity: 'L', unityValue: 3 }, '4'],
    [{ unity: 'ml', unityValue: 750 }, '1'],
    [{ unity: 'hl', unityValue: '0.015' }, '2'],
    [{ unity: 'cl', unityValue: 75, packingQuantity: 6 }, '6'],
    [{ eq75: '2', unity: 'cl', unityValue: 75 }, '2'],
    [{}, '1'],
  ])('%j → %s', (format, eq75) => {
    expect(eq75Of(format)).toBe(eq75);
  });

  it('derives hectolitres from the physical volume, else from eq75, else 0.0075 hl', () => {
    expect(volumeHlOf({ unity: 'cl', unityValue: 50 })).toBe('0.005');
    expect(volumeHlOf({ eq75: 2 })).toBe('0.015');
    expect(volumeHlOf({})).toBe('0.0075');
    expect(litresOf({ unity: 'cl', unityValue: 150 })).toBe('1.5');
    expect(litresOf({ unity: 'cl' })).toBeNull();
  });

  it('refuses an unknown unit', () => {
    expect(() => eq75Of({ unity: 'gallon', unityValue: 1 })).toThrow(/UNKNOWN_UNIT/);
  });
});
