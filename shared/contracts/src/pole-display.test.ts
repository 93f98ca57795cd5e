import { describe, expect, it } from 'vitest';
import { displayAmount, displayColumns, displayFrame, displayTexts, foldToAscii, POLE_DISPLAY_FRAME_BYTES } from './pole-display';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('the customer display frame', () => {
  it('is always 40 bytes of printable ASCII, padded with spaces', () => {
    for (const [top, bottom] of [['', ''], ['Crémant de Loire brut rosé — 75 cl', 'x'.repeat(80)], ['€', 'Œil-de-perdrix']]) {
      const frame = displayFrame(top!, bottom!);
      expect(frame.length).toBe(POLE_DISPLAY_FRAME_BYTES);
      expect([...frame].every((b) => b >= 0x20 && b <= 0x7e)).toBe(true);
    }
    expect(text(displayFrame('Bonjour', ''))).toBe(`Bonjour${' '.repeat(13)}${' '.repeat(20)}`);
  });

  it('folds French accents and the euro sign instead of showing a wrong glyph', () => {
    expect(foldToAscii('Côtes-du-Rhône Œuvre 12,50 €')).toBe('Cotes-du-Rhone OEuvre 12,50 EUR');
    expect(foldToAscii('漢')).toBe('?');
  });

  it('keeps an amount whole at the right, cutting the label before it', () => {
    expect(displayColumns('Château Belle-Vue grand vin', '1234,50')).toBe('Chateau Bell 1234,50');
    expect(displayColumns('TOTAL', '37,50 EUR')).toBe('TOTAL      37,50 EUR');
  });

  it('writes cents with a comma, negative ones with a minus', () => {
    expect(displayAmount(0)).toBe('0,00');
    expect(displayAmount(1205)).toBe('12,05');
    expect(displayAmount(-350)).toBe('-3,50');
    expect(displayAmount(123456789)).toBe('1234567,89');
  });

  it('shows a line, the total and the change as a customer reads them', () => {
    expect(displayTexts({ kind: 'line', label: 'Sancerre blanc 2023', quantity: 3, unitCents: 1250, lineCents: 3750 }))
      .toEqual({ top: 'Sancerre blanc 2023 ', bottom: '3 x 12,50      37,50' });
    expect(displayTexts({ kind: 'total', totalCents: 5460 }).top).toBe('TOTAL      54,60 EUR');
    expect(displayTexts({ kind: 'change', paidCents: 6000, changeCents: 540 })).toEqual({ top: 'RECU       60,00 EUR', bottom: 'RENDU       5,40 EUR' });
  });
});
