import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCISE_CATEGORIES, priceSellerCart, sumCents, type LineInput, type PricingContext } from '@vendange/pricing';
import { creditNoteAmountsOf, leftOf, type CreditableLine } from './credit-note-lines';
import { depositAmountsOf, depositDeductionLines, type IssuedDeposit } from './deposit-lines';
import { invoiceAmountsOf, UninvoiceableAmounts, type DocumentAmounts, type PricedOrderLineRow } from './invoice-lines';
import { partInvoiceAmountsOf, type PartOutcome } from './partial-invoice-lines';

const RUNS = { numRuns: 300 };

const line: fc.Arbitrary<LineInput> = fc.record({
  quantity: fc.integer({ min: 1, max: 48 }),
  format: fc.record({ price: fc.integer({ min: 0, max: 90000 }), unity: fc.constant('cl'), unityValue: fc.constant(75) }),
  product: fc.record({ vatType: fc.constantFrom('standard' as const, 'reduced' as const, 'medium' as const), productType: fc.constantFrom('bottle', 'accessory') }),
  excise: fc.option(fc.record({ category: fc.constantFrom(...EXCISE_CATEGORIES), abv: fc.constant('13.5'), css: fc.constant(false) }), { nil: null }),
  customTax: fc.constant(null),
});
const context = (ttc: boolean): PricingContext => ({ typology: { key: 'public', ttc, priceEntry: 'ht', globalDiscount: null, allRulesInEq75: null }, shop: { hasTVA: true }, date: '2026-11-25' } as PricingContext);
interface CartInput { lines: LineInput[]; ttc: boolean; shipping: number | null; discount: { percent: string } | { amount: number } | null }
const cart: fc.Arbitrary<CartInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  ttc: fc.boolean(),
  shipping: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
  discount: fc.option(fc.oneof(fc.record({ percent: fc.integer({ min: 1, max: 100 }).map(String) }), fc.record({ amount: fc.integer({ min: 1, max: 20000 }) })), { nil: null }),
});

/** What placeOrder stores of a priced cart. */
function storedOrder(input: CartInput) {
  const priced = priceSellerCart({
    sellerId: 1, lines: input.lines.map((l, i) => ({ ...l, id: i })), context: context(input.ttc),
    shipping: { price: input.shipping, franco: { amount: null, quantity: null, mode: 'and' } }, discount: input.discount,
  } as never);
  const rows: PricedOrderLineRow[] = priced.lines.map((l, i) => ({
    id: i + 1, label: `Vin ${i}`, quantity: l.quantity, unitHtCents: l.unitHT, vatRate: l.vatRate, lineHtCents: l.lineHT, vatCents: l.vat, lineTtcCents: l.lineTTC, dutiesCents: l.duties.excise + l.duties.css,
  }));
  const order = { totalHtCents: priced.price.totalHT, vatCents: priced.price.tva, totalTtcCents: priced.price.totalTTC, shippingCents: priced.price.shipping, discountCents: priced.price.discount };
  return { priced, rows, order };
}

const asCreditable = (lines: ReturnType<typeof invoiceAmountsOf>['lines']): CreditableLine[] =>
  lines.map((l, i) => ({ ...l, id: i + 1, creditedQuantity: 0, creditedHtCents: 0, creditedVatCents: 0 }));

describe('an invoice adds up to its order to the cent', () => {
  it('lines, VAT per rate and totals equal what the order was priced at', () => {
    fc.assert(fc.property(cart, (input) => {
      const { priced, rows, order } = storedOrder(input);
      const invoice = invoiceAmountsOf(order, rows, { label: 'Livraison', vatRate: '20' });
      expect(invoice.totalHtCents).toBe(order.totalHtCents);
      expect(invoice.vatCents).toBe(order.vatCents);
      expect(invoice.totalTtcCents).toBe(order.totalTtcCents);
      expect(sumCents(invoice.lines.map((l) => l.lineTtcCents))).toBe(order.totalTtcCents);
      for (const l of invoice.lines) expect(l.lineHtCents + l.vatCents).toBe(l.lineTtcCents);
      // VAT per rate on the rate's bases, as the cart computed it (BR-CO-17).
      expect(invoice.vatBreakdown.filter((g) => g.baseCents !== 0 || g.vatCents !== 0).map((g) => [g.rate, g.baseCents, g.vatCents]).sort()).toEqual(priced.vat.map((g) => [g.rate, g.base, g.vat]).sort());
      expect(sumCents(invoice.lines.map((l) => l.discountCents))).toBe(order.discountCents);
      expect(sumCents(invoice.lines.map((l) => l.dutiesCents))).toBe(sumCents(rows.map((r) => r.dutiesCents)));
    }), RUNS);
  });

  it('refuses an order imported without its priced totals, or whose lines do not add up', () => {
    const rows: PricedOrderLineRow[] = [{ id: 1, label: 'Vin', quantity: 1, unitHtCents: 1000, vatRate: '20', lineHtCents: 1000, vatCents: 200, lineTtcCents: 1200, dutiesCents: 0 }];
    expect(() => invoiceAmountsOf({ totalHtCents: null, vatCents: null, totalTtcCents: 1200, shippingCents: 0, discountCents: 0 }, rows, { label: 'Livraison', vatRate: '20' })).toThrow(UninvoiceableAmounts);
    expect(() => invoiceAmountsOf({ totalHtCents: 1100, vatCents: 200, totalTtcCents: 1300, shippingCents: 0, discountCents: 0 }, rows, { label: 'Livraison', vatRate: '20' })).toThrow(UninvoiceableAmounts);
  });
});

describe('credit notes never exceed what they cancel', () => {
  it('a series of partial credit notes then one for the rest cancels the invoice to the cent', () => {
    fc.assert(fc.property(cart, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 48 })), { maxLength: 6 }), (input, asks) => {
      const { rows, order } = storedOrder(input);
      const invoice = invoiceAmountsOf(order, rows, { label: 'Livraison', vatRate: '20' });
      let lines = asCreditable(invoice.lines);
      let credited = 0;
      const apply = (request: Array<{ lineId: number; quantity: number }> | undefined) => {
        const outcome = creditNoteAmountsOf(lines, request);
        if (!outcome.ok) return outcome.reason;
        for (const l of outcome.amounts.lines) expect(l.lineHtCents + l.vatCents).toBe(l.lineTtcCents);
        lines = lines.map((l) => {
          const i = outcome.sourceLineIds.indexOf(l.id);
          if (i < 0) return l;
          const c = outcome.amounts.lines[i]!;
          return { ...l, creditedQuantity: l.creditedQuantity + c.quantity, creditedHtCents: l.creditedHtCents + c.lineHtCents, creditedVatCents: l.creditedVatCents + c.vatCents };
        });
        credited += outcome.amounts.totalTtcCents;
        return 'ok';
      };
      for (const [pick, quantity] of asks) {
        const target = lines[pick % lines.length]!;
        const reason = apply([{ lineId: target.id, quantity }]);
        if (quantity > leftOf(target).quantity) expect(reason).not.toBe('ok');
        for (const l of lines) {
          expect(l.creditedQuantity).toBeLessThanOrEqual(l.quantity);
          expect(Math.abs(l.creditedHtCents)).toBeLessThanOrEqual(Math.abs(l.lineHtCents));
          expect(Math.abs(l.creditedVatCents)).toBeLessThanOrEqual(Math.abs(l.vatCents));
        }
        expect(credited).toBeLessThanOrEqual(invoice.totalTtcCents);
      }
      const last = apply(undefined);
      if (last === 'ok') expect(credited).toBe(invoice.totalTtcCents);
      else expect(lines.every((l) => leftOf(l).quantity === 0)).toBe(true);
      for (const l of lines) expect([l.creditedHtCents, l.creditedVatCents]).toEqual([l.lineHtCents, l.vatCents]);
      expect(creditNoteAmountsOf(lines, undefined)).toEqual({ ok: false, reason: 'nothingLeft' });
    }), RUNS);
  });

  it('refuses a line that is not the invoice\'s and a quantity above what is left', () => {
    const lines = asCreditable(invoiceAmountsOf({ totalHtCents: 3000, vatCents: 600, totalTtcCents: 3600, shippingCents: 0, discountCents: 0 }, [
      { id: 7, label: 'Vin', quantity: 3, unitHtCents: 1000, vatRate: '20', lineHtCents: 3000, vatCents: 600, lineTtcCents: 3600, dutiesCents: 0 },
    ], { label: 'Livraison', vatRate: '20' }).lines);
    expect(creditNoteAmountsOf(lines, [{ lineId: 99, quantity: 1 }])).toEqual({ ok: false, reason: 'unknownLine' });
    expect(creditNoteAmountsOf(lines, [{ lineId: 1, quantity: 4 }])).toEqual({ ok: false, reason: 'tooMuch' });
    const one = creditNoteAmountsOf(lines, [{ lineId: 1, quantity: 1 }]);
    expect(one.ok && one.amounts).toMatchObject({ totalHtCents: 1000, vatCents: 200, totalTtcCents: 1200 });
  });
});

describe('deposits, then the final invoice', () => {
  it('deposits plus the final invoice make the order total to the cent, VAT per rate included', () => {
    fc.assert(fc.property(cart, fc.array(fc.oneof(fc.integer({ min: 1, max: 60 }).map((percent) => ({ percent })), fc.integer({ min: 1, max: 50000 }).map((amountCents) => ({ amountCents }))), { maxLength: 4 }), (input, asks) => {
      const { rows, order } = storedOrder(input);
      const whole = invoiceAmountsOf(order, rows, { label: 'Livraison', vatRate: '20' });
      const deposits: IssuedDeposit[] = [];
      for (const [i, ask] of asks.entries()) {
        const d = depositAmountsOf({ reference: 'CMD-1', totalTtcCents: order.totalTtcCents, vatBreakdown: whole.vatBreakdown }, ask, deposits);
        if (!d.ok) continue;
        // Each deposit's VAT is its rate's on its base, to the cent (BR-CO-17).
        for (const v of d.amounts.vatBreakdown) expect(Math.abs(v.vatCents - Math.round((v.baseCents * Number(v.rate)) / 100))).toBeLessThanOrEqual(1);
        deposits.push({ number: `FA-${i}`, byRate: d.amounts.vatBreakdown });
      }
      const paid = deposits.reduce((n, d) => n + d.byRate.reduce((m, r) => m + r.baseCents + r.vatCents, 0), 0);
      expect(paid).toBeLessThanOrEqual(Math.max(order.totalTtcCents, 0));
      const final = invoiceAmountsOf(order, rows, { label: 'Livraison', vatRate: '20' }, depositDeductionLines(deposits));
      expect(final.totalTtcCents + paid).toBe(order.totalTtcCents);
      const depositVat = deposits.reduce((n, d) => n + d.byRate.reduce((m, r) => m + r.vatCents, 0), 0);
      expect(final.vatCents + depositVat).toBe(order.vatCents);
      // Credited whole, the final invoice's credit note mirrors it, deductions included.
      const lines = final.lines.map((l, i) => ({ ...l, id: i + 1, creditedQuantity: 0, creditedHtCents: 0, creditedVatCents: 0 }));
      const credit = creditNoteAmountsOf(lines, undefined);
      if (final.lines.some((l) => l.quantity > 0)) expect(credit.ok && credit.amounts.totalTtcCents).toBe(final.totalTtcCents);
    }), RUNS);
  });

  it('refuses a deposit beyond what is left to ask', () => {
    const order = { reference: 'CMD-1', totalTtcCents: 12000, vatBreakdown: [{ rate: '20', baseCents: 10000, vatCents: 2000 }] };
    const half = depositAmountsOf(order, { percent: 50 }, []);
    expect(half).toMatchObject({ ok: true, amounts: { totalHtCents: 5000, vatCents: 1000, totalTtcCents: 6000 } });
    const taken = [{ number: 'FA1', byRate: half.ok ? half.amounts.vatBreakdown : [] }];
    expect(depositAmountsOf(order, { amountCents: 6001 }, taken)).toEqual({ ok: false, reason: 'depositTooLarge' });
    expect(depositAmountsOf(order, { amountCents: 6000 }, taken).ok).toBe(true);
  });
});

describe('partial invoices of shipments, then the balance', () => {
  /** Each line's units spread over three shipments (some may carry none of it). */
  const splits = fc.array(fc.tuple(fc.nat(100), fc.nat(100)), { minLength: 8, maxLength: 8 });

  it('the parts and the balance add up to the order to the cent, VAT per rate on each document, deposits deducted once', () => {
    fc.assert(fc.property(cart, splits, fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }), (input, cuts, depositPercent) => {
      const { rows, order } = storedOrder(input);
      const whole = invoiceAmountsOf(order, rows, { label: 'Livraison', vatRate: '20' });
      const deposit = depositPercent === null ? null : depositAmountsOf({ reference: 'C-1', totalTtcCents: order.totalTtcCents, vatBreakdown: whole.vatBreakdown }, { percent: depositPercent }, []);
      const deposits: IssuedDeposit[] = deposit?.ok ? [{ number: 'FA2026-00001', byRate: deposit.amounts.vatBreakdown }] : [];
      const shipments = [0, 1, 2].map((k) => new Map(rows.map((r, i) => {
        const [a, b] = cuts[i]!;
        const first = Math.floor((r.quantity * a) / 100);
        const second = Math.min(r.quantity - first, Math.floor((r.quantity * b) / 100));
        return [r.id, [first, second, r.quantity - first - second][k]!];
      })));
      const invoiced = new Map<number, { quantity: number; htCents: number; vatCents: number }>();
      const issued: Array<{ amounts: DocumentAmounts; settles: boolean }> = [];
      function amountsOfPart(asked: Map<number, number> | null): PartOutcome {
        return partInvoiceAmountsOf({ whole, invoiced, firstInvoice: issued.length === 0, asked, deductions: depositDeductionLines(deposits) });
      }
      for (const asked of shipments) {
        const part = amountsOfPart(asked);
        if (!part.ok) {
          // Nothing to invoice in it, or too little left for the deposit: the balance takes it.
          expect(['nothingToInvoice', 'depositsExceedRest']).toContain(part.reason);
          continue;
        }
        issued.push(part);
        for (const l of part.amounts.lines) {
          if (l.orderLineId === null) continue;
          const was = invoiced.get(l.orderLineId) ?? { quantity: 0, htCents: 0, vatCents: 0 };
          invoiced.set(l.orderLineId, { quantity: was.quantity + l.quantity, htCents: was.htCents + l.lineHtCents, vatCents: was.vatCents + l.vatCents });
        }
        if (part.settles) break;
      }
      if (!issued.at(-1)?.settles) {
        const balance = amountsOfPart(null);
        if (!balance.ok) throw new Error(`the balance was refused: ${balance.reason}`);
        issued.push(balance);
      }
      const docs = issued.map((p) => p.amounts);
      expect(issued.filter((p) => p.settles)).toHaveLength(1);
      const depositTtc = sumCents(deposits.flatMap((d) => d.byRate.map((r) => r.baseCents + r.vatCents)));
      expect(sumCents(docs.map((d) => d.totalTtcCents)) + depositTtc).toBe(order.totalTtcCents);
      expect(sumCents(docs.map((d) => d.vatCents)) + sumCents(deposits.flatMap((d) => d.byRate.map((r) => r.vatCents)))).toBe(order.vatCents);
      for (const d of docs) {
        expect(d.totalTtcCents).toBeGreaterThanOrEqual(0);
        for (const l of d.lines) expect(l.lineHtCents + l.vatCents).toBe(l.lineTtcCents);
        // VAT per rate within a few cents of its base × rate (BR-CO-17 allows 1.00): parts on their bases, the balance what is left.
        for (const g of d.vatBreakdown) expect(Math.abs(g.vatCents - Math.round((g.baseCents * Number(g.rate)) / 100))).toBeLessThanOrEqual(3);
      }
      // Each goods line invoiced to its last unit, never beyond.
      for (const r of rows) expect(sumCents(docs.flatMap((d) => d.lines.filter((l) => l.orderLineId === r.id).map((l) => l.quantity)))).toBe(r.quantity);
    }), RUNS);
  });

  it('refuses a shipment already invoiced, and a part leaving less to invoice than the deposits', () => {
    const rows: PricedOrderLineRow[] = [{ id: 1, label: 'Vin', quantity: 10, unitHtCents: 1000, vatRate: '20', lineHtCents: 10000, vatCents: 2000, lineTtcCents: 12000, dutiesCents: 0 }];
    const whole = invoiceAmountsOf({ totalHtCents: 10000, vatCents: 2000, totalTtcCents: 12000, shippingCents: 0, discountCents: 0 }, rows, { label: 'Livraison', vatRate: '20' });
    const all = new Map([[1, { quantity: 10, htCents: 10000, vatCents: 2000 }]]);
    expect(partInvoiceAmountsOf({ whole, invoiced: all, firstInvoice: false, asked: new Map([[1, 4]]), deductions: [] })).toEqual({ ok: false, reason: 'nothingToInvoice' });
    const deposit = depositDeductionLines([{ number: 'FA2026-00001', byRate: [{ rate: '20', baseCents: 5000, vatCents: 1000 }] }]);
    expect(partInvoiceAmountsOf({ whole, invoiced: new Map(), firstInvoice: true, asked: new Map([[1, 6]]), deductions: deposit })).toEqual({ ok: false, reason: 'depositsExceedRest' });
    const part = partInvoiceAmountsOf({ whole, invoiced: new Map(), firstInvoice: true, asked: new Map([[1, 5]]), deductions: deposit });
    expect(part).toMatchObject({ ok: true, settles: false, amounts: { totalTtcCents: 6000 } });
  });
});
