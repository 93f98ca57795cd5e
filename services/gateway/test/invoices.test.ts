import { sql } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary, OrderDetail } from '@vendange/contracts';
import { defaultReminderSchedule, invoiceMessages } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

describe.each(kinds)('sales documents: invoices and credit notes (%s)', (kind) => {
  let h: Harness;
  let productId: number;
  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: await auth(email), ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** A buyer's order at shop 1 (priced by the server), validated by the owner unless asked otherwise. */
  async function order(quantity = 3, validate = true): Promise<number> {
    const placed = await call('POST', '/v1/orders', 'buyer@vendange.test', { shopId: 1, lines: [{ productId, quantity }] });
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ id: number }>().id;
    if (validate) expect((await call('PUT', `/v1/orders/${id}/validate`, 'owner@vendange.test')).statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    h = await startHarness(kind);
    const products = await h.app.inject({ url: '/v1/products?shopIds=[1]', headers: await auth('buyer@vendange.test') });
    productId = products.json<{ items: Array<{ id: number; status: string }> }>().items.find((p) => p.status === 'online')!.id;
  });
  afterAll(async () => { await h?.close(); });

  it('invoices a validated order once: numbered, totals of the order, the order invoiced; a second call returns it', async () => {
    const orderId = await order(4);
    const first = await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test');
    expect(first.statusCode, first.body).toBe(201);
    const invoice = first.json<InvoiceDetail>();
    const placed = (await call('GET', `/v1/orders/${orderId}`, 'owner@vendange.test')).json<OrderDetail>();
    expect(invoice.number).toMatch(/^FA\d{4}-\d{5}$/);
    expect(invoice).toMatchObject({ kind: 'invoice', orderId, orderReference: placed.reference, totalTtcCents: placed.totalTtcCents, totalHtCents: placed.totalHtCents, vatCents: placed.vatCents, legalStatus: 'pending' });
    expect(invoice.seller).toMatchObject({ name: 'EARL Domaine des Coteaux', siret: '12345678900011', vatNumber: 'FR12123456789', zipcode: '84110' });
    expect(invoice.lines.reduce((n, l) => n + l.lineTtcCents, 0)).toBe(invoice.totalTtcCents);
    // The wine's excise, priced with the order, is shown on its line (4 × 75 cl of still wine).
    expect(invoice.lines[0]!.dutiesCents).toBe(Math.round(4 * 0.0075 * 419));
    expect(placed.status).toBe('invoiced');
    const again = await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test');
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoiceDetail>().id).toBe(invoice.id);
  });

  it('answers 409 in French for an order that is not validated, and refuses who may not bill', async () => {
    const pending = await order(1, false);
    const res = await call('POST', `/v1/orders/${pending}/invoice`, 'owner@vendange.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(invoiceMessages.notInvoiceable);
    const validated = await order(1);
    expect((await call('POST', `/v1/orders/${validated}/invoice`, 'staff@vendange.test')).statusCode).toBe(403);
    expect((await call('POST', `/v1/orders/${validated}/invoice`, 'buyer@vendange.test')).statusCode).toBe(403);
    // Another shop's owner: the order does not exist for them.
    expect((await call('POST', `/v1/orders/${validated}/invoice`, 'owner2@vendange.test')).statusCode).toBe(404);
  });

  it('will not bill without the seller identity the law asks for', async () => {
    const orderId = await order(1);
    await h.writeOutside(sql`update shops.shops set legal = null where id = 1`);
    try {
      const res = await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(invoiceMessages.legalMissing);
    } finally {
      await h.writeOutside(sql`update shops.shops set legal = (select legal from shops.shops where id = 2) || jsonb_build_object('companyName', 'EARL Domaine des Coteaux', 'siret', '12345678900011', 'vatNumber', 'FR12123456789', 'address', '12 chemin des Coteaux, 84110 Vaison-la-Romaine') where id = 1`);
    }
  });

  it('lists the shop\'s documents to its staff and a buyer\'s own to the buyer, never another shop\'s', async () => {
    const orderId = await order(2);
    const issued = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    const mine = (await call('GET', '/v1/invoices?shopId=1&kind=invoice', 'owner@vendange.test')).json<{ items: InvoiceSummary[]; total: number }>();
    expect(mine.items.map((i) => i.id)).toContain(issued.id);
    expect(mine.total).toBeGreaterThanOrEqual(1);
    const byOrder = (await call('GET', `/v1/invoices?shopId=1&orderId=${orderId}`, 'owner@vendange.test')).json<{ items: InvoiceSummary[] }>();
    expect(byOrder.items.map((i) => i.number)).toEqual([issued.number]);
    const buyers = (await call('GET', '/v1/invoices', 'buyer@vendange.test')).json<{ items: InvoiceSummary[] }>();
    expect(buyers.items.map((i) => i.id)).toContain(issued.id);
    expect((await call('GET', `/v1/invoices/${issued.id}`, 'buyer@vendange.test')).statusCode).toBe(200);
    expect((await call('GET', '/v1/invoices?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
    expect((await call('GET', `/v1/invoices/${issued.id}`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('GET', `/v1/invoices/${issued.id}/pdf`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('GET', '/v1/invoices?shopId=2', 'owner2@vendange.test')).json<{ items: InvoiceSummary[] }>().items.map((i) => i.id)).not.toContain(issued.id);
  });

  it('serves the Factur-X file (PDF/A-3 with factur-x.xml) and, once the job ran, the document is transmitted', async () => {
    const orderId = await order(2);
    const issued = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    const res = await call('GET', `/v1/invoices/${issued.id}/pdf`, 'buyer@vendange.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${issued.number}.pdf`);
    const pdf = await PDFDocument.load(res.rawPayload);
    const xml = Buffer.from(pdf.getAttachments().find((a) => a.name === 'factur-x.xml')!.data).toString('utf8');
    expect(xml).toContain(`<ram:ID>${issued.number}</ram:ID>`);
    await h.settle(20_000);
    expect((await call('GET', `/v1/invoices/${issued.id}`, 'owner@vendange.test')).json<InvoiceDetail>().legalStatus).toBe('completed');
    // The archived file is served as it was generated.
    expect((await call('GET', `/v1/invoices/${issued.id}/pdf`, 'owner@vendange.test')).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('mails a document to its client with its Factur-X file attached, or to the address given', async () => {
    const orderId = await order(1);
    const invoice = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    const sent = await call('POST', `/v1/invoices/${invoice.id}/send`, 'owner@vendange.test');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ to: invoice.buyer.email });
    expect((await call('POST', `/v1/invoices/${invoice.id}/send`, 'owner@vendange.test', { to: 'compta@cave.test' })).statusCode).toBe(202);
    expect((await call('POST', `/v1/invoices/${invoice.id}/send`, 'owner@vendange.test', { to: 'pas-une-adresse' })).statusCode).toBe(400);
    expect((await call('POST', `/v1/invoices/${invoice.id}/send`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('POST', `/v1/invoices/${invoice.id}/send`, 'buyer@vendange.test')).statusCode).toBe(403);
    await h.settle(20_000);
    const mails = h.mails().filter((m) => m.subject.startsWith(`Facture ${invoice.number}`)) as Array<{ to: string; text: string; attachments?: Array<{ filename: string; contentType: string; size: number }> }>;
    expect(mails.map((m) => m.to).sort()).toEqual(['compta@cave.test', invoice.buyer.email].sort());
    expect(mails[0]!.attachments).toEqual([expect.objectContaining({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' })]);
    expect(mails[0]!.text).toContain('Factur-X');
  });

  it('credits part of an invoice, then the rest, never more than it holds', async () => {
    const orderId = await order(5);
    const invoice = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    const line = invoice.lines[0]!;
    const partial = await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner@vendange.test', { reason: 'Une bouteille cassée', lines: [{ lineId: line.id, quantity: 1 }] });
    expect(partial.statusCode).toBe(201);
    const credit = partial.json<InvoiceDetail>();
    expect(credit).toMatchObject({ kind: 'credit', sourceInvoiceId: invoice.id, sourceNumber: invoice.number, reason: 'Une bouteille cassée', creditStatus: 'empty' });
    // The invoice was not paid: the credit note only reduces it, nothing is left of it as a credit (payments.md).
    expect(credit.number).toMatch(/^AV\d{4}-\d{5}$/);
    expect(credit.lines).toHaveLength(1);
    expect(credit.lines[0]!.quantity).toBe(1);
    const tooMuch = await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner@vendange.test', { reason: 'Erreur', lines: [{ lineId: line.id, quantity: 5 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(invoiceMessages.tooMuch);
    const rest = (await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner@vendange.test', { reason: 'Commande annulée' })).json<InvoiceDetail>();
    expect(credit.totalTtcCents + rest.totalTtcCents).toBe(invoice.totalTtcCents);
    expect(credit.vatCents + rest.vatCents).toBe(invoice.vatCents);
    const after = (await call('GET', `/v1/invoices/${invoice.id}`, 'owner@vendange.test')).json<InvoiceDetail>();
    expect(after).toMatchObject({ creditedCents: invoice.totalTtcCents, creditable: [] });
    const none = await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner@vendange.test', { reason: 'Encore' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(invoiceMessages.nothingLeft);
    expect((await call('POST', `/v1/invoices/${credit.id}/credit-note`, 'owner@vendange.test', { reason: 'Avoir sur avoir' })).json().message).toBe(invoiceMessages.notCreditable);
    expect((await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner@vendange.test', { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', `/v1/invoices/${invoice.id}/credit-note`, 'owner2@vendange.test', { reason: 'Pas à moi' })).statusCode).toBe(404);
    const credits = (await call('GET', '/v1/invoices?shopId=1&kind=credit', 'owner@vendange.test')).json<{ items: InvoiceSummary[] }>();
    expect(credits.items.map((c) => c.number)).toEqual(expect.arrayContaining([credit.number, rest.number]));
  });

  it('asks deposits on a validated order, then the final invoice deducts them: together they are the order total', async () => {
    const orderId = await order(6);
    const placed = (await call('GET', `/v1/orders/${orderId}`, 'owner@vendange.test')).json<OrderDetail>();
    const first = await call('POST', `/v1/orders/${orderId}/deposit`, 'owner@vendange.test', { percent: 30 });
    expect(first.statusCode).toBe(201);
    const deposit = first.json<InvoiceDetail>();
    expect(deposit).toMatchObject({ kind: 'deposit', totalTtcCents: Math.round(placed.totalTtcCents * 0.3) });
    expect(deposit.number).toMatch(/^FA\d{4}-\d{5}$/);
    const second = (await call('POST', `/v1/orders/${orderId}/deposit`, 'owner@vendange.test', { amountCents: 1000 })).json<InvoiceDetail>();
    const tooMuch = await call('POST', `/v1/orders/${orderId}/deposit`, 'owner@vendange.test', { percent: 80 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(invoiceMessages.depositTooLarge);
    expect((await call('POST', `/v1/orders/${orderId}/deposit`, 'owner@vendange.test', { percent: 10, amountCents: 100 })).statusCode).toBe(400);
    const final = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    expect(final.totalTtcCents + deposit.totalTtcCents + second.totalTtcCents).toBe(placed.totalTtcCents);
    expect(final.vatCents + deposit.vatCents + second.vatCents).toBe(placed.vatCents);
    expect(final.lines.filter((l) => l.quantity < 0).map((l) => l.label)).toEqual([`Acompte ${deposit.number} déduit`, `Acompte ${second.number} déduit`]);
    // Deducted now: the final invoice is the one to credit, and no deposit can be asked any more.
    expect((await call('POST', `/v1/invoices/${deposit.id}/credit-note`, 'owner@vendange.test', { reason: 'Annulation' })).json().message).toBe(invoiceMessages.depositDeducted);
    expect((await call('POST', `/v1/orders/${orderId}/deposit`, 'owner@vendange.test', { percent: 1 })).json().message).toBe(invoiceMessages.depositNotAllowed);
    const deposits = (await call('GET', '/v1/invoices?shopId=1&kind=deposit', 'owner@vendange.test')).json<{ items: InvoiceSummary[] }>();
    expect(deposits.items.map((d) => d.id)).toEqual(expect.arrayContaining([deposit.id, second.id]));
    const pdf = await call('GET', `/v1/invoices/${final.id}/pdf`, 'owner@vendange.test');
    expect(pdf.statusCode).toBe(200);
  });

  it('never lets an issued document be edited or deleted, even by hand in the database', async () => {
    const orderId = await order(1);
    const invoice = (await call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    await expect(h.handle.db.execute(sql`update orders.invoices set total_ttc_cents = 1 where id = ${invoice.id}`)).rejects.toThrow();
    await expect(h.handle.db.execute(sql`delete from orders.invoices where id = ${invoice.id}`)).rejects.toThrow();
    await expect(h.handle.db.execute(sql`update orders.invoice_lines set quantity = 99 where invoice_id = ${invoice.id}`)).rejects.toThrow();
  });

  it('numbers 50 invoices issued at once 1 to 50 after the last, none twice, none lost, in issue order', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push(await order(1));
    const before = (await call('GET', '/v1/invoices?shopId=1&kind=invoice&limit=1', 'owner@vendange.test')).json<{ items: InvoiceSummary[] }>().items[0];
    const last = before ? Number(before.number.slice(-5)) : 0;
    const issued = await Promise.all(ids.map((id) => call('POST', `/v1/orders/${id}/invoice`, 'owner@vendange.test')));
    expect(issued.map((r) => r.statusCode)).toEqual(ids.map(() => 201));
    const docs = issued.map((r) => r.json<InvoiceDetail>());
    const sequences = docs.map((d) => Number(d.number.slice(-5))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => last + 1 + i));
    const byNumber = [...docs].sort((a, b) => a.number.localeCompare(b.number));
    for (let i = 1; i < byNumber.length; i += 1) expect(byNumber[i]!.issuedAt >= byNumber[i - 1]!.issuedAt).toBe(true);
  }, 60_000);

  it('numbers the next documents with the prefixes the owner chose, the sequence going on', async () => {
    expect((await call('GET', '/v1/shops/me/billing', 'owner@vendange.test')).json()).toEqual({ invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', reminders: defaultReminderSchedule, sepaCreditorId: null });
    const before = (await call('GET', '/v1/invoices?shopId=1&kind=invoice&limit=1', 'owner@vendange.test')).json<{ items: InvoiceSummary[] }>().items[0]!;
    const bad = await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', { invoicePrefix: 'F A', creditPrefix: 'AV', paymentDelay: 'days30' });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', { invoicePrefix: 'AV', creditPrefix: 'av', paymentDelay: 'days30' })).statusCode).toBe(400);
    expect((await call('PUT', '/v1/shops/me/billing', 'staff@vendange.test', { invoicePrefix: 'VE', creditPrefix: 'AVO', paymentDelay: 'days45' })).statusCode).toBe(403);
    const saved = await call('PUT', '/v1/shops/me/billing', 'owner@vendange.test', { invoicePrefix: 've', creditPrefix: 'AVO', paymentDelay: 'days45' });
    expect(saved.json()).toEqual({ invoicePrefix: 'VE', creditPrefix: 'AVO', paymentDelay: 'days45', reminders: defaultReminderSchedule, sepaCreditorId: null });
    const next = (await call('POST', `/v1/orders/${await order(1)}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    expect(next.number).toBe(`VE${before.number.slice(2, 7)}${String(Number(before.number.slice(-5)) + 1).padStart(5, '0')}`);
    const credit = (await call('POST', `/v1/invoices/${next.id}/credit-note`, 'owner@vendange.test', { reason: 'Test du préfixe' })).json<InvoiceDetail>();
    expect(credit.number).toMatch(/^AVO\d{4}-\d{5}$/);
  });
});
