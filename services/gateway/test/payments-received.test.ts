import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCredit, InvoiceDetail, OpenInvoice, Outstandings, Payment, SaleDetail } from '@vendange/contracts';
import { defaultAccountingCodes, formatEuros, paymentMessages } from '@vendange/contracts';
import { addDays, calendarDate } from '@vendange/pricing';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** Money (issue 18): payments recorded and allocated, what clients owe by age, the FEC. */
describe.each(kinds)('payments received, outstandings and the FEC (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const today = calendarDate(new Date());

  /** An invoiced order entered at the desk for the CRM client Cave du Vieux-Port. */
  async function invoiced(quantity: number, clientId = 1): Promise<InvoiceDetail> {
    const sale = await call('POST', '/v1/orders/staff', 'owner@vendange.test', { shopId: 1, kind: 'order', clientId, validate: true, lines: [{ productId: 1, quantity }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const res = await call('POST', `/v1/orders/${sale.json<SaleDetail>().id}/invoice`, 'owner@vendange.test');
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InvoiceDetail>();
  }
  const owed = async () => (await call('GET', '/v1/outstandings?shopId=1&limit=100', 'owner@vendange.test')).json<Outstandings>();
  const leftOn = (o: Outstandings, id: number) => o.items.flatMap((c) => c.invoices).find((i) => i.id === id)?.leftCents ?? 0;

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it('a cheque pays one invoice and part of another; bounced, it pays nothing any more', async () => {
    const a = await invoiced(2);
    const b = await invoiced(3);
    const before = await owed();
    expect(leftOn(before, a.id)).toBe(a.totalTtcCents);
    const client = before.items.find((c) => c.invoices.some((i) => i.id === a.id))!;
    expect(client.invoices.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const res = await call('POST', '/v1/payments', 'owner@vendange.test', {
      shopId: 1, type: 'cheque', amountCents: a.totalTtcCents + 1000, receivedOn: today, reference: 'CHQ 0012345', bank: 'Crédit Agricole',
      allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }, { invoiceId: b.id, amountCents: 1000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({ status: 'paid', type: 'cheque', clientName: a.clientName, allocatedCents: a.totalTtcCents + 1000 });
    const after = await owed();
    expect(leftOn(after, a.id)).toBe(0);
    expect(leftOn(after, b.id)).toBe(b.totalTtcCents - 1000);
    expect(after.buckets.totalCents).toBe(before.buckets.totalCents - a.totalTtcCents - 1000);

    // More than is left on an invoice is refused in French, nothing recorded.
    const tooMuch = await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: b.totalTtcCents, receivedOn: today, allocations: [{ invoiceId: b.id, amountCents: b.totalTtcCents }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(new RegExp(`^Il ne reste que .* à payer sur la facture ${b.number}\\.$`));
    const paid = await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: 1, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: 1 }] });
    expect(paid.json().message).toBe(paymentMessages.notOpen(a.number));
    // More allocated than received: the form's rule, in French.
    const over = await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'cash', amountCents: 5, receivedOn: today, allocations: [{ invoiceId: b.id, amountCents: 6 }] });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('Les montants affectés dépassent le montant reçu.');

    const listed = (await call('GET', `/v1/payments?shopId=1&search=${encodeURIComponent(b.number)}`, 'owner@vendange.test')).json<{ items: Payment[] }>();
    expect(listed.items.map((p) => p.id)).toEqual([payment.id]);

    // The cheque bounces: both invoices are owed again; a bounced cheque stays so.
    const bounced = await call('PUT', `/v1/payments/${payment.id}/status`, 'owner@vendange.test', { status: 'missing' });
    expect(bounced.json<Payment>().status).toBe('missing');
    const again = await owed();
    expect(leftOn(again, a.id)).toBe(a.totalTtcCents);
    expect(leftOn(again, b.id)).toBe(b.totalTtcCents);
    const stuck = await call('PUT', `/v1/payments/${payment.id}/status`, 'owner@vendange.test', { status: 'paid' });
    expect(stuck.statusCode).toBe(409);
  });

  it("an overpayment pays the client's next invoice: never more than is left of it, nor another client's", async () => {
    const first = await invoiced(1);
    const res = await call('POST', '/v1/payments', 'owner@vendange.test', {
      shopId: 1, type: 'transfer', amountCents: first.totalTtcCents + 5000, receivedOn: today, reference: 'VIR trop-perçu', allocations: [{ invoiceId: first.id, amountCents: first.totalTtcCents }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment.amountCents - payment.allocatedCents).toBe(5000);

    const next = await invoiced(6);
    const elsewhere = await invoiced(1, 2);
    const allocate = (allocations: object[], email = 'owner@vendange.test') => call('POST', `/v1/payments/${payment.id}/allocations`, email, { allocations });
    const tooMuch = await allocate([{ invoiceId: next.id, amountCents: 5001 }]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Il ne reste que 50,00\s€ à affecter sur ce paiement\.$/);
    expect((await allocate([{ invoiceId: elsewhere.id, amountCents: 100 }])).json().message).toBe(paymentMessages.otherClient);
    expect((await allocate([{ invoiceId: next.id, amountCents: 100 }], 'owner2@vendange.test')).statusCode).toBe(404);

    const done = await allocate([{ invoiceId: next.id, amountCents: 3000 }]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Payment>()).toMatchObject({ allocatedCents: first.totalTtcCents + 3000, allocations: expect.arrayContaining([{ invoiceId: next.id, number: next.number, amountCents: 3000 }]) });
    expect(leftOn(await owed(), next.id)).toBe(next.totalTtcCents - 3000);
    // The same invoice again takes the more, within what is left (20 €).
    const more = await allocate([{ invoiceId: next.id, amountCents: 2000 }]);
    expect(more.json<Payment>().allocations.find((a) => a.invoiceId === next.id)?.amountCents).toBe(5000);
    expect((await allocate([{ invoiceId: next.id, amountCents: 1 }])).json().message).toMatch(/^Il ne reste que 0,00\s€/);
  });

  it('two payments at once never pay an invoice twice over', async () => {
    const a = await invoiced(1);
    const pay = () => call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] });
    const both = await Promise.all([pay(), pay()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps a payment to one client, and shops apart', async () => {
    const a = await invoiced(1, 1);
    const other = await invoiced(1, 2);
    const mixed = await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: 2, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: 1 }, { invoiceId: other.id, amountCents: 1 }] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(paymentMessages.oneClient);
    // Another shop's owner: shop 1's invoices are not theirs to pay, nor its list to read.
    expect((await call('POST', '/v1/payments', 'owner2@vendange.test', { shopId: 1, type: 'cash', amountCents: 1, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: 1 }] })).statusCode).toBe(403);
    expect((await call('GET', '/v1/outstandings?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
    expect((await call('GET', '/v1/payments?shopId=1', 'buyer@vendange.test')).statusCode).toBe(403);
  });

  it('exports the FEC of the period: named after the SIREN, 18 columns, every entry balanced', async () => {
    const a = await invoiced(2);
    await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, reference: 'VIR-FEC', allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] });
    const res = await call('GET', `/v1/accounting/fec?shopId=1&from=${today.slice(0, 4)}-01-01&to=${today}`, 'owner@vendange.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="123456789FEC${today.replaceAll('-', '')}.txt"`);
    const text = iconv.decode(res.rawPayload, 'iso-8859-15');
    const rows = text.replace(/\r\n$/, '').split('\r\n').map((r) => r.split('\t'));
    expect(rows[0]![0]).toBe('JournalCode');
    for (const row of rows) expect(row).toHaveLength(18);
    const entries = new Map<string, number>();
    const cents = (v: string) => Number(v.replace(',', ''));
    for (const row of rows.slice(1)) entries.set(row[2]!, (entries.get(row[2]!) ?? 0) + cents(row[11]!) - cents(row[12]!));
    for (const [num, balance] of entries) expect(balance, num).toBe(0);
    expect(rows.some((r) => r[8] === a.number && r[4] === '411000' && cents(r[11]!) === a.totalTtcCents)).toBe(true);
    expect(rows.some((r) => r[0] === 'BQ' && r[8] === 'VIR-FEC' && r[4] === '512000')).toBe(true);
    // The cheque of the first test bounced: its receipt stays, and its reversal is written on the day it bounced.
    const cheque = rows.filter((r) => r[0] === 'BQ' && r[8] === 'CHQ 0012345' && r[4] === '511200');
    expect(cheque.map((r) => [r[10]!.startsWith('Rejet '), cents(r[11]!) > 0, cents(r[12]!) > 0])).toEqual([[false, true, false], [true, false, true]]);
    expect(cheque[1]![3]).toBe(today.replaceAll('-', ''));
    // Dates in order.
    const dates = rows.slice(1).map((r) => r[3]!);
    expect([...dates].sort()).toEqual(dates);
    expect((await call('GET', `/v1/accounting/fec?shopId=1&from=${today}&to=2020-01-01`, 'owner@vendange.test')).statusCode).toBe(400);
    // The same period's sales journal, for a spreadsheet.
    const csv = await call('GET', `/v1/accounting/journal?shopId=1&journal=VE&from=${today.slice(0, 4)}-01-01&to=${today}`, 'owner@vendange.test');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`;VE;`);
    expect(csv.body).toContain(`;${a.number};411000;`);
  });

  it('posts to the accounting codes the owner sets; a code outside the French chart is refused in French', async () => {
    expect((await call('GET', '/v1/accounting/codes?shopId=1', 'owner@vendange.test')).json()).toEqual(defaultAccountingCodes);
    const bad = await call('PUT', '/v1/accounting/codes', 'owner@vendange.test', { shopId: 1, ...defaultAccountingCodes, clients: '9999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Un compte du plan comptable');
    const chosen = { ...defaultAccountingCodes, productTypes: { ...defaultAccountingCodes.productTypes, bottle: '701100' }, paymentMethods: { ...defaultAccountingCodes.paymentMethods, transfer: '512100' } };
    try {
      expect((await call('PUT', '/v1/accounting/codes', 'owner@vendange.test', { shopId: 1, ...chosen })).statusCode).toBe(200);
      expect((await call('GET', '/v1/accounting/codes?shopId=1', 'owner@vendange.test')).json()).toEqual(chosen);
      // Another shop's owner neither reads nor changes shop 1's codes.
      expect((await call('GET', '/v1/accounting/codes?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
      const a = await invoiced(1);
      await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, reference: 'VIR-CODES', allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] });
      const fec = await call('GET', `/v1/accounting/fec?shopId=1&from=${today}&to=${today}`, 'owner@vendange.test');
      const rows = iconv.decode(fec.rawPayload, 'iso-8859-15').split('\r\n').map((r) => r.split('\t'));
      // The wine (a bottle, its product type kept on the order line) to 701100, the transfer to 512100.
      expect(rows.some((r) => r[8] === a.number && r[4] === '701100')).toBe(true);
      expect(rows.some((r) => r[8] === 'VIR-CODES' && r[4] === '512100')).toBe(true);
    } finally {
      await call('PUT', '/v1/accounting/codes', 'owner@vendange.test', { shopId: 1, ...defaultAccountingCodes });
    }
  });

  it('reminds a late invoice on the shop schedule, each level once, and the producer sends the next one now', async () => {
    const billing = { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30' };
    const set = await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', { ...billing, reminders: { active: true, firstDays: 7, secondDays: 21, formalDays: 45 } });
    expect(set.statusCode, set.body).toBe(200);
    const wrong = await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', { ...billing, reminders: { active: true, firstDays: 30, secondDays: 21, formalDays: 45 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('La deuxième relance vient après la première.');
    try {
      const a = await invoiced(1);
      const run = async (days: number) => {
        const res = await call('POST', '/v1/outstandings/reminders/run', 'admin@vendange.test', { asOf: addDays(a.dueDate, days) });
        expect(res.statusCode, res.body).toBe(200);
        await h.settle();
      };
      const levels = async () => ((await owed()).items.flatMap((c) => c.invoices).find((i) => i.id === a.id) as OpenInvoice).reminders.map((r) => r.level);
      const mailsOf = () => h.mails().filter((m) => m.subject.includes(a.number));
      await run(6);
      expect(await levels()).toEqual([]);
      await run(8);
      await run(8);
      expect(await levels()).toEqual(['first']);
      expect(mailsOf().map((m) => [m.to, m.subject])).toEqual([['cave@vieuxport.test', `Relance · ${a.number} · EARL Domaine des Coteaux`]]);
      await run(30);
      await run(31);
      expect(await levels()).toEqual(['first', 'second']);
      await run(60);
      expect(await levels()).toEqual(['first', 'second', 'formal']);
      const formal = mailsOf().at(-1)!;
      expect(formal.subject).toBe(`Mise en demeure de payer · ${a.number} · EARL Domaine des Coteaux`);
      expect(formal.text).toContain('Nous vous mettons en demeure');
      expect(formal.text).toContain('40 €');
      expect(mailsOf()).toHaveLength(3);
      const done = await call('POST', `/v1/invoices/${a.id}/reminders`, 'owner@vendange.test');
      expect(done.statusCode).toBe(409);
      expect(done.json().message).toBe(paymentMessages.allReminded);

      // The producer sends one now, whatever the schedule; another shop's owner cannot.
      const b = await invoiced(1);
      expect((await call('POST', `/v1/invoices/${b.id}/reminders`, 'owner2@vendange.test')).statusCode).toBe(404);
      const now = await call('POST', `/v1/invoices/${b.id}/reminders`, 'owner@vendange.test');
      expect(now.statusCode, now.body).toBe(201);
      expect(now.json()).toEqual({ level: 'first' });
      await h.settle();
      expect(h.mails().filter((m) => m.subject === `Relance · ${b.number} · EARL Domaine des Coteaux`)).toHaveLength(1);
      // Only platform admins run the schedule by hand.
      expect((await call('POST', '/v1/outstandings/reminders/run', 'owner@vendange.test', {})).statusCode).toBe(403);
    } finally {
      await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', billing);
    }
  });

  it('a credit note on a paid invoice is a credit that pays a later invoice; used up, it is empty', async () => {
    const a = await invoiced(2);
    const pay = (body: object) => call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, receivedOn: today, ...body });
    expect((await pay({ type: 'transfer', amountCents: a.totalTtcCents, allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] })).statusCode).toBe(201);
    // One bottle comes back broken: a credit note on the paid invoice.
    const line = a.lines.find((l) => l.orderLineId !== null)!;
    const creditNote = (await call('POST', `/v1/invoices/${a.id}/credit-note`, 'owner@vendange.test', { lines: [{ lineId: line.id, quantity: 1 }], reason: 'Bouteille cassée' })).json<InvoiceDetail>();
    const creditOf = async () => (await call('GET', `/v1/payments/credits?shopId=1&search=${creditNote.number}`, 'owner@vendange.test')).json<{ items: ClientCredit[] }>().items[0]!;
    expect(await creditOf()).toMatchObject({ status: 'full', availableCents: creditNote.totalTtcCents, sourceNumber: a.number });

    // A new invoice is paid partly with it.
    const b = await invoiced(3);
    const part = 100;
    const used = await pay({ type: 'creditNote', creditNoteId: creditNote.id, amountCents: part, allocations: [{ invoiceId: b.id, amountCents: part }] });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json<Payment>()).toMatchObject({ type: 'creditNote', status: 'paid', creditNote: { id: creditNote.id, number: creditNote.number }, allocatedCents: part, allocations: [{ invoiceId: b.id, amountCents: part }] });
    expect(await creditOf()).toMatchObject({ status: 'partial', availableCents: creditNote.totalTtcCents - part });
    expect(leftOn(await owed(), b.id)).toBe(b.totalTtcCents - part);
    // Never beyond what is left of it.
    const tooMuch = await pay({ type: 'creditNote', creditNoteId: creditNote.id, amountCents: creditNote.totalTtcCents, allocations: [{ invoiceId: b.id, amountCents: creditNote.totalTtcCents }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Il ne reste que .* de crédit sur l’avoir /);
    // The rest of it: empty.
    const rest = creditNote.totalTtcCents - part;
    expect((await pay({ type: 'creditNote', creditNoteId: creditNote.id, amountCents: rest, allocations: [{ invoiceId: b.id, amountCents: rest }] })).statusCode).toBe(201);
    expect(await creditOf()).toMatchObject({ status: 'empty', availableCents: 0 });
    // The invoice it credits stays paid: taking its credit away leaves it settled, not owed.
    expect(leftOn(await owed(), a.id)).toBe(0);

    // A credit note on an invoice not paid yet only reduces it.
    const c = await invoiced(1);
    const onUnpaid = (await call('POST', `/v1/invoices/${c.id}/credit-note`, 'owner@vendange.test', { reason: 'Geste commercial' })).json<InvoiceDetail>();
    const unpaidCredit = (await call('GET', `/v1/payments/credits?shopId=1&search=${onUnpaid.number}`, 'owner@vendange.test')).json<{ items: ClientCredit[] }>().items[0]!;
    expect(unpaidCredit).toMatchObject({ status: 'empty', availableCents: 0 });
    // Named wrongly: refused in French.
    const bad = await pay({ type: 'creditNote', amountCents: 1, allocations: [{ invoiceId: b.id, amountCents: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Un règlement par avoir nomme l’avoir utilisé');
  });

  it('a credit paid back to the client: never more than is left, cancelled once nothing is left, in the bank journal', async () => {
    const a = await invoiced(2);
    expect((await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] })).statusCode).toBe(201);
    const creditNote = (await call('POST', `/v1/invoices/${a.id}/credit-note`, 'owner@vendange.test', { reason: 'Commande annulée après paiement' })).json<InvoiceDetail>();
    const creditOf = async () => (await call('GET', `/v1/payments/credits?shopId=1&search=${creditNote.number}`, 'owner@vendange.test')).json<{ items: ClientCredit[] }>().items[0]!;
    const refund = (body: object, email = 'owner@vendange.test') => call('POST', `/v1/payments/credits/${creditNote.id}/refund`, email, { type: 'transfer', refundedOn: today, ...body });
    const total = creditNote.totalTtcCents;

    // Part of it first: partial, and the refund is a payment of a negative amount naming the credit note.
    const first = await refund({ amountCents: 1000, reference: 'VIR-REMB-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Payment>()).toMatchObject({ type: 'transfer', status: 'paid', amountCents: -1000, allocatedCents: 0, creditNote: { id: creditNote.id }, clientName: a.clientName });
    expect(await creditOf()).toMatchObject({ status: 'partial', availableCents: total - 1000 });
    // Never more than is left.
    const tooMuch = await refund({ amountCents: total });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(paymentMessages.refundShort(creditNote.number, formatEuros(total - 1000)));
    // The rest: nothing left, and it went back to the client: cancelled (not empty).
    expect((await refund({ amountCents: total - 1000, type: 'cheque' })).statusCode).toBe(201);
    expect(await creditOf()).toMatchObject({ status: 'cancelled', availableCents: 0 });
    expect((await call('GET', `/v1/payments/credits?shopId=1&status=cancelled&search=${creditNote.number}`, 'owner@vendange.test')).json<{ total: number }>().total).toBe(1);
    expect((await call('GET', `/v1/invoices/${creditNote.id}`, 'owner@vendange.test')).json<InvoiceDetail>().creditStatus).toBe('cancelled');
    const nothing = await refund({ amountCents: 1 });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(paymentMessages.nothingToRefund(creditNote.number));
    // The invoice stays settled: paid, then paid back what it no longer costs.
    expect(leftOn(await owed(), a.id)).toBe(0);

    // The bank journal pays the client back: the client debited, the bank credited.
    const fec = await call('GET', `/v1/accounting/fec?shopId=1&from=${today}&to=${today}`, 'owner@vendange.test');
    const lines = iconv.decode(fec.rawPayload, 'iso-8859-15').split('\r\n').map((r) => r.split('\t')).filter((r) => r[10] === `Remboursement ${a.clientName} VIR-REMB-1`);
    expect(lines.map((r) => [r[4], r[11], r[12]])).toEqual([['512000', '0,00', '10,00'], ['411000', '10,00', '0,00']]);

    // A refund that did not go through (the transfer came back): the credit is there again. It is never "refunded" itself.
    const [back] = (await call('GET', `/v1/payments?shopId=1&search=VIR-REMB-1`, 'owner@vendange.test')).json<{ items: Payment[] }>().items;
    expect((await call('PUT', `/v1/payments/${back!.id}/status`, 'owner@vendange.test', { status: 'refunded' })).statusCode).toBe(409);
    expect((await call('PUT', `/v1/payments/${back!.id}/status`, 'owner@vendange.test', { status: 'missing' })).statusCode).toBe(200);
    expect(await creditOf()).toMatchObject({ status: 'partial', availableCents: 1000 });

    // Another shop's credit note is not found; refused in French on a bad body.
    expect((await refund({ amountCents: 1 }, 'owner2@vendange.test')).statusCode).toBe(404);
    const bad = await refund({ amountCents: 1, type: 'creditNote' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choisissez comment le client est remboursé');
  });

  it('a credit note on an order paid by card is used once, not again and again', async () => {
    // The order paid as a whole outside the ledger: its invoice counts as received in full.
    const a = await invoiced(2);
    await h.writeOutside(sql`update orders.orders set payment_status = 'paid' where id = ${a.orderId}`);
    const creditNote = (await call('POST', `/v1/invoices/${a.id}/credit-note`, 'owner@vendange.test', { reason: 'Geste' })).json<InvoiceDetail>();
    // Large enough to take the credit twice over: only what is left of the credit stops the second use.
    const b = await invoiced(6);
    const use = () => call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'creditNote', creditNoteId: creditNote.id, receivedOn: today, amountCents: creditNote.totalTtcCents, allocations: [{ invoiceId: b.id, amountCents: creditNote.totalTtcCents }] });
    expect((await use()).statusCode).toBe(201);
    const again = await use();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Il ne reste que 0,00/);
  });
});
