import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, OrderDetail, OrderShipments, SaleDetail, Shipment } from '@vendange/contracts';
import { invoiceMessages } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** Partial invoices (issue 17): each shipment invoiced as it leaves, then the order's balance with its deposits deducted. */
describe.each(kinds)('partial invoices of shipments (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const invoice = (orderId: number, payload?: object) => call('POST', `/v1/orders/${orderId}/invoice`, 'owner@vendange.test', payload);

  /** A validated order entered at the desk for Cave du Vieux Port (a business): 6 Rosés and 13 of product 1, by Colissimo. */
  async function order(): Promise<SaleDetail> {
    const res = await call('POST', '/v1/orders/staff', 'owner@vendange.test', {
      shopId: 1, kind: 'order', clientId: 1, validate: true, shipping: { type: 'colissimo', ref: 'domicile' },
      lines: [{ productId: 3, quantity: 6 }, { productId: 1, quantity: 13 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<SaleDetail>();
  }
  const ship = async (orderId: number, lines: Array<{ orderLineId: number; quantity: number }>) => {
    const res = await call('POST', `/v1/orders/${orderId}/shipments`, 'owner@vendange.test', { lines, ship: true, carrier: 'Colissimo', trackingNumber: '6A1' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Shipment>();
  };

  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  it('invoices two shipments, each once, then the balance deducts the deposit: together they make the order total', async () => {
    const o = await order();
    const [rose, other] = o.lines;
    const deposit = (await call('POST', `/v1/orders/${o.id}/deposit`, 'owner@vendange.test', { percent: 10 })).json<InvoiceDetail>();
    const s1 = await ship(o.id, [{ orderLineId: rose!.id, quantity: 6 }, { orderLineId: other!.id, quantity: 4 }]);

    const first = await invoice(o.id, { shipmentId: s1.id });
    expect(first.statusCode, first.body).toBe(201);
    const part1 = first.json<InvoiceDetail>();
    // The shipment's units, and the delivery (on the first invoice); the order stays to invoice.
    expect(part1.lines.filter((l) => l.orderLineId !== null).map((l) => [l.orderLineId, l.quantity])).toEqual([[rose!.id, 6], [other!.id, 4]]);
    expect(part1.lines.some((l) => l.orderLineId === null && l.label.startsWith('Livraison'))).toBe(true);
    expect(part1.reason).toBe(`Facture partielle : expédition ${s1.number}`);
    expect((await call('GET', `/v1/orders/${o.id}`, 'owner@vendange.test')).json<OrderDetail>().status).toBe('validated');
    // Asked again: the same invoice.
    const again = await invoice(o.id, { shipmentId: s1.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoiceDetail>().id).toBe(part1.id);
    const shipments = (await call('GET', `/v1/orders/${o.id}/shipments`, 'owner@vendange.test')).json<OrderShipments>();
    expect(shipments.shipments[0]!.invoice).toEqual({ id: part1.id, number: part1.number });

    const s2 = await ship(o.id, [{ orderLineId: other!.id, quantity: 3 }]);
    const second = await invoice(o.id, { shipmentId: s2.id });
    expect(second.statusCode, second.body).toBe(201);
    const part2 = second.json<InvoiceDetail>();
    expect(part2.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([[other!.id, 3]]);

    // The balance: the 6 units not shipped yet, less the deposit; the order becomes invoiced.
    const balance = await invoice(o.id);
    expect(balance.statusCode, balance.body).toBe(201);
    const last = balance.json<InvoiceDetail>();
    expect(last.reason).toBe('Solde de la commande');
    expect(last.lines.filter((l) => l.orderLineId !== null).map((l) => [l.orderLineId, l.quantity])).toEqual([[other!.id, 6]]);
    expect(last.lines.some((l) => l.label.startsWith(`Acompte ${deposit.number} déduit`))).toBe(true);
    const placed = (await call('GET', `/v1/orders/${o.id}`, 'owner@vendange.test')).json<OrderDetail>();
    expect(placed.status).toBe('invoiced');
    expect(part1.totalTtcCents + part2.totalTtcCents + last.totalTtcCents + deposit.totalTtcCents).toBe(placed.totalTtcCents);
    expect(part1.totalHtCents + part2.totalHtCents + last.totalHtCents + deposit.totalHtCents).toBe(placed.totalHtCents);

    // Each is a valid Factur-X file.
    for (const doc of [part1, part2, last]) expect((await call('GET', `/v1/invoices/${doc.id}/pdf`, 'owner@vendange.test')).statusCode).toBe(200);
    // Once the balance is issued: it answers the whole call, and a later shipment has nothing to invoice.
    expect((await invoice(o.id)).json<InvoiceDetail>().id).toBe(last.id);
    const s3 = await ship(o.id, [{ orderLineId: other!.id, quantity: 6 }]);
    const late = await invoice(o.id, { shipmentId: s3.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(invoiceMessages.alreadyInvoiced);
    // The deposit is deducted: a credit note goes on the balance.
    expect((await call('POST', `/v1/invoices/${deposit.id}/credit-note`, 'owner@vendange.test', { reason: 'Erreur' })).json().message).toBe(invoiceMessages.depositDeducted);
  });

  it('refuses a shipment of another order, and a part that would leave less than the deposits to invoice', async () => {
    const a = await order();
    const b = await order();
    const sa = await ship(a.id, [{ orderLineId: a.lines[0]!.id, quantity: 1 }]);
    const wrong = await invoice(b.id, { shipmentId: sa.id });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(invoiceMessages.unknownShipment);

    await call('POST', `/v1/orders/${b.id}/deposit`, 'owner@vendange.test', { percent: 90 });
    const big = await ship(b.id, [{ orderLineId: b.lines[1]!.id, quantity: 13 }]);
    const refused = await invoice(b.id, { shipmentId: big.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(invoiceMessages.depositsExceedRest);
    // The balance is always possible.
    expect((await invoice(b.id)).statusCode).toBe(201);
  });

  it('never gives a shipment two invoices when asked twice at once', async () => {
    const o = await order();
    const s = await ship(o.id, [{ orderLineId: o.lines[0]!.id, quantity: 2 }]);
    const both = await Promise.all([invoice(o.id, { shipmentId: s.id }), invoice(o.id, { shipmentId: s.id })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<InvoiceDetail>().id)).size).toBe(1);
  });
});
