import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentVentilation, InvoiceDetail, SaleDetail, Ventilation } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** Ventilations (issue 18, docs/decisions/ventilations.md): the sales by account × VAT rate = the sales journal. */
describe.each(kinds)('ventilation of the sales by account and VAT rate (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const today = calendarDate(new Date());
  const period = `from=${today}&to=${today}`;
  const docs: InvoiceDetail[] = [];

  /** A validated order entered at the desk: wine (20 %) and the corkscrew, made a 5,5 % product for the test. */
  async function validatedSale(bottles: number, corkscrews: number): Promise<number> {
    const sale = await call('POST', '/v1/orders/staff', 'owner@vendange.test', { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: bottles }, { productId: 5, quantity: corkscrews }] });
    expect(sale.statusCode, sale.body).toBe(201);
    return sale.json<SaleDetail>().id;
  }
  const issue = async (url: string, payload?: object) => {
    const res = await call('POST', url, 'owner@vendange.test', payload);
    expect(res.statusCode, res.body).toBe(201);
    docs.push(res.json<InvoiceDetail>());
    return res.json<InvoiceDetail>();
  };

  beforeAll(async () => {
    h = await startHarness(kind);
    await h.writeOutside(sql`update catalog.products set vat_type = 'reduced' where id = 5`);
    // An invoice at two rates; an order with a deposit, then its balance deducting it; a credit note on the first.
    const first = await issue(`/v1/orders/${await validatedSale(6, 2)}/invoice`);
    const withDeposit = await validatedSale(12, 1);
    await issue(`/v1/orders/${withDeposit}/deposit`, { percent: 30 });
    await issue(`/v1/orders/${withDeposit}/invoice`);
    const line = first.lines.find((l) => l.orderLineId !== null && l.vatRate !== '20')!;
    await issue(`/v1/invoices/${first.id}/credit-note`, { lines: [{ lineId: line.id, quantity: 1 }], reason: 'Tire-bouchon cassé' });
  });
  afterAll(async () => { await h?.close(); });

  it('breaks the period down by account × rate, and each figure is the sales journal\'s (VE) for the same period', async () => {
    const res = await call('GET', `/v1/accounting/ventilation?shopId=1&${period}`, 'owner@vendange.test');
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json<Ventilation>();
    expect(new Set(v.rates.map((r) => r.rate))).toEqual(new Set(['20', '5.5']));
    expect(v.rows.map((r) => `${r.account} ${r.rate}`)).toEqual(expect.arrayContaining(['701000 20', '707000 5.5', '419100 20']));
    // The documents issued today (the demo invoice is older): credit notes count negative.
    const mine = docs.reduce((n, d) => n + (d.kind === 'credit' ? -d.totalTtcCents : d.totalTtcCents), 0);
    expect(v.documents).toEqual({ count: docs.length, totalCents: mine });
    expect(v.total.totalCents).toBe(mine);
    expect(v.total.vatCents).toBe(docs.reduce((n, d) => n + (d.kind === 'credit' ? -d.vatCents : d.vatCents), 0));

    const journal = await call('GET', `/v1/accounting/journal?shopId=1&journal=VE&${period}`, 'owner@vendange.test');
    expect(journal.statusCode, journal.body).toBe(200);
    const cents = (v: string) => Number(v.replace(',', ''));
    const net = new Map<string, number>();
    for (const row of journal.body.replace(/^\ufeff/, '').trim().split('\r\n').slice(1).map((r) => r.split(';'))) net.set(row[4]!, (net.get(row[4]!) ?? 0) + cents(row[10]!) - cents(row[9]!));
    const fromJournal = Object.fromEntries([...net].filter(([account]) => account !== '411000' && account !== '445710'));
    expect(Object.fromEntries(v.accounts.map((a) => [a.account, a.baseCents]))).toEqual(fromJournal);
    expect(v.total.vatCents).toBe(net.get('445710'));
    expect(v.total.totalCents).toBe(-net.get('411000')!);
    // The deposit came in and went out again: 4191 nets to nothing once the balance deducted it.
    expect(v.accounts.find((a) => a.account === '419100')?.baseCents ?? 0).toBe(0);
  });

  it('answers the same table as a French CSV', async () => {
    const res = await call('GET', `/v1/accounting/ventilation?shopId=1&${period}&format=csv`, 'owner@vendange.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ventilation-des-ventes-${today}-${today}.csv"`);
    const v = (await call('GET', `/v1/accounting/ventilation?shopId=1&${period}`, 'owner@vendange.test')).json<Ventilation>();
    expect(res.body.startsWith('\ufeffCompte;Libellé;Taux de TVA;Base HT;TVA;Total TTC\r\n')).toBe(true);
    expect(res.body).toContain(`;Total des ventes;;`);
    expect(res.body.trim().split('\r\n').at(-1)!.split(';').at(-1)).toBe(`${Math.trunc(v.total.totalCents / 100)},${String(Math.abs(v.total.totalCents) % 100).padStart(2, '0')}`);
  });

  it('breaks one document down: the credit note negative, its rows adding up to it', async () => {
    const credit = docs.find((d) => d.kind === 'credit')!;
    const res = await call('GET', `/v1/invoices/${credit.id}/ventilation`, 'owner@vendange.test');
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json<DocumentVentilation>();
    expect(v).toMatchObject({ id: credit.id, number: credit.number, kind: 'credit', total: { totalCents: -credit.totalTtcCents }, documents: { count: 1 } });
    expect(v.rows).toEqual([expect.objectContaining({ account: '707000', rate: '5.5', totalCents: -credit.totalTtcCents })]);
  });

  it('refuses another shop\'s owner and a collaborator without billOrder; a bad period in French', async () => {
    expect((await call('GET', `/v1/accounting/ventilation?shopId=1&${period}`, 'owner2@vendange.test')).statusCode).toBe(403);
    expect((await call('GET', `/v1/invoices/${docs[0]!.id}/ventilation`, 'owner2@vendange.test')).statusCode).toBe(404);
    const owner = await h.tokenOf('owner@vendange.test');
    const setStaff = (authorizations: Record<string, boolean>) => h.app.inject({ method: 'PUT', url: '/v1/collaborators/3', headers: { authorization: `Bearer ${owner}` }, payload: { authorizations } });
    try {
      await setStaff({ billOrder: false, seeAllClient: true });
      expect((await call('GET', `/v1/accounting/ventilation?shopId=1&${period}`, 'staff@vendange.test')).statusCode).toBe(403);
      expect((await call('GET', `/v1/invoices/${docs[0]!.id}/ventilation`, 'staff@vendange.test')).statusCode).toBe(403);
      await setStaff({ billOrder: true });
      expect((await call('GET', `/v1/accounting/ventilation?shopId=1&${period}`, 'staff@vendange.test')).statusCode).toBe(200);
    } finally {
      await setStaff({ seeAllClient: true, createClient: true, seeAllProduct: true, seeAllStock: true });
    }
    const inverted = await call('GET', `/v1/accounting/ventilation?shopId=1&from=${today}&to=2020-01-01`, 'owner@vendange.test');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain('La fin de la période doit suivre son début.');
  });
});
