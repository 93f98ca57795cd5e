import { describe, expect, it } from 'vitest';
import { settleTill, tillLineAmount, tillRemaining, tillTicketAmounts } from './till';

describe('till money', () => {
  it('prices a line at the list price, a price set or a percent discount, rounded half up', () => {
    expect(tillLineAmount({ unitTtcCents: 1250, quantity: 3, vatRate: '20' })).toEqual({ unitChargedCents: 1250, discountCents: 0, lineTtcCents: 3750 });
    expect(tillLineAmount({ unitTtcCents: 1250, quantity: 2, fixedUnitTtcCents: 1000, vatRate: '20' })).toEqual({ unitChargedCents: 1000, discountCents: 500, lineTtcCents: 2000 });
    // 3 × 9.99 = 29.97, less 12.5 % = 26.22375 → 26.22
    expect(tillLineAmount({ unitTtcCents: 999, quantity: 3, discountPercent: '12.5', vatRate: '20' })).toMatchObject({ lineTtcCents: 2622, discountCents: 375 });
    expect(() => tillLineAmount({ unitTtcCents: 999, quantity: 0, vatRate: '20' })).toThrow();
  });

  it('spreads a ticket discount over the lines to the cent and gives VAT per rate from the amounts incl. VAT', () => {
    const t = tillTicketAmounts([
      { unitTtcCents: 1200, quantity: 1, vatRate: '20' },
      { unitTtcCents: 1001, quantity: 1, vatRate: '5.5' },
      { unitTtcCents: 333, quantity: 1, vatRate: '20' },
    ], '10');
    expect(t.subtotalCents).toBe(2534);
    expect(t.ticketDiscountCents).toBe(253);
    expect(t.totalTtcCents).toBe(2281);
    expect(t.lines.reduce((s, l) => s + l.finalTtcCents, 0)).toBe(t.totalTtcCents);
    expect(t.vatLines.map((v) => v.rate)).toEqual(['5.5', '20']);
    for (const v of t.vatLines) expect(v.htCents + v.vatCents).toBe(v.ttcCents);
    expect(t.vatCents + t.totalHtCents).toBe(t.totalTtcCents);
    // 20 % of 1380 incl. VAT: 230
    expect(t.vatLines.find((v) => v.rate === '20')!.vatCents).toBe(Math.round((t.vatLines.find((v) => v.rate === '20')!.ttcCents * 20) / 120));
    expect(t.discountCents).toBe(253);
  });

  it('no discount leaves the ticket as its lines', () => {
    const t = tillTicketAmounts([{ unitTtcCents: 1500, quantity: 3, vatRate: '20' }]);
    expect(t).toMatchObject({ subtotalCents: 4500, ticketDiscountCents: 0, totalTtcCents: 4500, vatCents: 750, totalHtCents: 3750 });
  });

  it('splits a payment part card part cash and gives the change from the cash only', () => {
    const s = settleTill(4500, 0, [{ type: 'card', amountCents: 2000 }, { type: 'cash', amountCents: 3000 }]);
    expect(s).toEqual({ ok: true, dueCents: 4500, tenderedCents: 5000, changeCents: 500, kept: [{ type: 'card', amountCents: 2000 }, { type: 'cash', amountCents: 2500 }] });
    expect(settleTill(4500, 0, [{ type: 'card', amountCents: 5000 }])).toEqual({ ok: false, code: 'CHANGE_WITHOUT_CASH', missingCents: 0 });
    expect(settleTill(4500, 0, [{ type: 'card', amountCents: 4000 }])).toEqual({ ok: false, code: 'UNDERPAID', missingCents: 500 });
    expect(settleTill(4500, 0, [{ type: 'cash', amountCents: 0 }])).toMatchObject({ ok: false, code: 'BAD_AMOUNT' });
  });

  it('adds tips to what is due and keeps them out of the change', () => {
    const s = settleTill(4500, 300, [{ type: 'card', amountCents: 4800 }]);
    expect(s).toMatchObject({ ok: true, dueCents: 4800, changeCents: 0 });
    const c = settleTill(4500, 500, [{ type: 'cash', amountCents: 2000 }, { type: 'card', amountCents: 3000 }, { type: 'cash', amountCents: 500 }]);
    // 5500 tendered for 5000 due: the last cash payment gives the 500 back whole.
    expect(c).toMatchObject({ ok: true, changeCents: 500, kept: [{ type: 'cash', amountCents: 2000 }, { type: 'card', amountCents: 3000 }] });
    expect(tillRemaining(4500, 500, [{ type: 'card', amountCents: 3000 }])).toBe(2000);
    expect(tillRemaining(4500, 0, [{ type: 'cash', amountCents: 5000 }])).toBe(-500);
  });
});
