import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebitableAnswer, InvoiceDetail, Mandate, Outstandings, Payment, SaleDetail, SepaBatch } from '@vendange/contracts';
import { sepaMessages } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';

/** The values of one element of a pain.008 file, in order. */
const tags = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);
const cents = (text: string) => Math.round(Number(text) * 100);

/** SEPA direct debit (issue 18): a mandate, a batch of two invoices, its pain.008 file, the bank's answer. */
describe.each(kinds)('SEPA direct debit (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const today = calendarDate(new Date());

  /** An invoiced order entered at the desk for a CRM client of shop 1. */
  async function invoiced(quantity: number, clientId = 1): Promise<InvoiceDetail> {
    const sale = await call('POST', '/v1/orders/staff', OWNER, { shopId: 1, kind: 'order', clientId, validate: true, lines: [{ productId: 1, quantity }] });
    expect(sale.statusCode, sale.body).toBe(201);
    const res = await call('POST', `/v1/orders/${sale.json<SaleDetail>().id}/invoice`, OWNER);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<InvoiceDetail>();
  }
  const leftOn = async (id: number) => (await call('GET', '/v1/outstandings?shopId=1&limit=100', OWNER)).json<Outstandings>().items.flatMap((c) => c.invoices).find((i) => i.id === id)?.leftCents ?? 0;
  const debitable = async () => (await call('GET', '/v1/sepa/debitable?shopId=1', OWNER)).json<DebitableAnswer>();

  beforeAll(async () => {
    h = await startHarness(kind);
    const billing = await call('PUT', '/v1/shops/me/billing', OWNER, { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: 'fr72 zzz 123456' });
    expect(billing.statusCode, billing.body).toBe(200);
  });
  afterAll(async () => { await h?.close(); });

  it('keeps the creditor identifier when the billing settings are saved without it, and refuses a wrong one in French', async () => {
    const saved = await call('PUT', '/v1/shops/me/billing', OWNER, { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30' });
    expect(saved.json()).toMatchObject({ sepaCreditorId: 'FR72ZZZ123456' });
    const wrong = await call('PUT', '/v1/shops/me/billing', OWNER, { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: 'FR12ZZZ123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('identifiant créancier SEPA (ICS) n’est pas valide');
  });

  it('a mandate, a batch of two invoices, its pain.008 file; completed, the invoices are paid', async () => {
    const a = await invoiced(2);
    const b = await invoiced(1);
    // No mandate yet: nothing to debit.
    expect((await debitable()).items.map((i) => i.invoiceId)).not.toContain(a.id);

    const future = await call('POST', '/v1/sepa/mandates', OWNER, { shopId: 1, clientName: a.clientName, buyerId: a.buyerId, debtorName: a.clientName, iban: 'FR7630006000011234567890189', signedOn: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(sepaMessages.signedInFuture);
    const badIban = await call('POST', '/v1/sepa/mandates', OWNER, { shopId: 1, clientName: a.clientName, debtorName: 'X', iban: 'FR7730006000011234567890189', signedOn: today });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.body).toContain('Cet IBAN n’est pas valide');

    const created = await call('POST', '/v1/sepa/mandates', OWNER, {
      shopId: 1, clientName: a.clientName, buyerId: a.buyerId, debtorName: 'Cave du Vieux-Port SARL', iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', signedOn: today,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mandate = created.json<Mandate>();
    expect(mandate).toMatchObject({ reference: expect.stringMatching(/^VDG-1-\d{6}$/), iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', status: 'active', used: false });
    // A reference is unique in the shop; before any debit it may change.
    const second = await call('POST', '/v1/sepa/mandates', OWNER, { shopId: 1, clientName: 'Autre', debtorName: 'Autre', iban: 'FR7630006000011234567890189', signedOn: today, reference: mandate.reference });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(sepaMessages.referenceTaken);
    const renamed = await call('PUT', `/v1/sepa/mandates/${mandate.id}`, OWNER, { reference: 'RUM-VIEUXPORT-1', debtorName: mandate.debtorName, iban: mandate.iban, bic: mandate.bic, signedOn: mandate.signedOn, recurrent: true });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Mandate>().reference).toBe('RUM-VIEUXPORT-1');

    const offer = await debitable();
    const mine = offer.items.filter((i) => i.invoiceId === a.id || i.invoiceId === b.id);
    expect(mine.map((i) => [i.leftCents, i.sequenceType, i.mandateReference])).toEqual(expect.arrayContaining([[a.totalTtcCents, 'FRST', 'RUM-VIEUXPORT-1'], [b.totalTtcCents, 'FRST', 'RUM-VIEUXPORT-1']]));

    // Today is too soon (D-1): in French, with the earliest day.
    const soon = await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: today, invoiceIds: [a.id, b.id] });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toMatch(/^La date de prélèvement doit être au plus tôt le \d{2}\/\d{2}\/\d{4}/);
    const res = await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: offer.earliestCollectionDate, invoiceIds: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json<SepaBatch>();
    expect(batch).toMatchObject({ status: 'pending', totalCents: a.totalTtcCents + b.totalTtcCents, collectionDate: offer.earliestCollectionDate });
    expect(batch.debits.map((d) => d.sequenceType)).toEqual(['FRST', 'FRST']);
    // Held by the batch: not offered again, not debited twice.
    expect((await debitable()).items.map((i) => i.invoiceId)).not.toContain(a.id);
    const twice = await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: offer.earliestCollectionDate, invoiceIds: [a.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(sepaMessages.notDebitable(a.number));
    // Completed before the bank has the file: refused.
    expect((await call('PUT', `/v1/sepa/batches/${batch.id}/status`, OWNER, { status: 'completed' })).statusCode).toBe(409);

    const file = await call('POST', `/v1/sepa/batches/${batch.id}/file`, OWNER);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${batch.reference}.xml"`);
    const xml = file.body;
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
    expect(tags(xml, 'MsgId')).toEqual([batch.reference]);
    expect(tags(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(tags(xml, 'CtrlSum').map(cents)).toEqual([batch.totalCents, batch.totalCents]);
    expect(tags(xml, 'InstdAmt').map(cents).reduce((n, c) => n + c, 0)).toBe(batch.totalCents);
    expect(tags(xml, 'SeqTp')).toEqual(['FRST']);
    expect(tags(xml, 'ReqdColltnDt')).toEqual([offer.earliestCollectionDate]);
    expect(tags(xml, 'MndtId')).toEqual(['RUM-VIEUXPORT-1', 'RUM-VIEUXPORT-1']);
    expect(tags(xml, 'DtOfSgntr')).toEqual([today, today]);
    expect(tags(xml, 'EndToEndId')).toEqual(batch.debits.map((d) => d.endToEndId));
    expect(xml).toContain('<Id>FR72ZZZ123456</Id>');
    expect(tags(xml, 'IBAN')).toEqual(['FR7630006000011234567890189', 'DE89370400440532013000', 'DE89370400440532013000']);

    const listed = (await call('GET', '/v1/sepa/batches?shopId=1', OWNER)).json<{ items: SepaBatch[] }>();
    expect(listed.items.find((x) => x.id === batch.id)?.status).toBe('processing');
    // Used: the reference is fixed now, and the next debit would be RCUR.
    const fixed = await call('PUT', `/v1/sepa/mandates/${mandate.id}`, OWNER, { reference: 'RUM-AUTRE', debtorName: mandate.debtorName, iban: mandate.iban, signedOn: mandate.signedOn });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(sepaMessages.referenceFixed);

    const done = await call('PUT', `/v1/sepa/batches/${batch.id}/status`, OWNER, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json<SepaBatch>();
    expect(completed.status).toBe('completed');
    expect(completed.debits.every((d) => d.paymentId !== null && d.paymentStatus === 'paid')).toBe(true);
    expect(await leftOn(a.id)).toBe(0);
    expect(await leftOn(b.id)).toBe(0);
    const payments = (await call('GET', '/v1/payments?shopId=1&type=debit&limit=100', OWNER)).json<{ items: Payment[] }>().items;
    const recorded = payments.filter((p) => completed.debits.some((d) => d.paymentId === p.id));
    expect(recorded.map((p) => [p.type, p.receivedOn, p.allocatedCents]).sort()).toEqual([['debit', offer.earliestCollectionDate, a.totalTtcCents], ['debit', offer.earliestCollectionDate, b.totalTtcCents]].sort());
    // Completed is final.
    expect((await call('PUT', `/v1/sepa/batches/${batch.id}/status`, OWNER, { status: 'error' })).statusCode).toBe(409);

    // One debit returned by the bank later (R-transaction): its payment goes missing, the invoice is owed again and offered, as RCUR.
    const returned = completed.debits.find((d) => d.invoiceId === b.id)!;
    const missing = await call('PUT', `/v1/payments/${returned.paymentId}/status`, OWNER, { status: 'missing' });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(await leftOn(b.id)).toBe(b.totalTtcCents);
    expect(await leftOn(a.id)).toBe(0);
    expect((await debitable()).items.find((i) => i.invoiceId === b.id)?.sequenceType).toBe('RCUR');
  });

  it('error: the bank refused the file, nothing is recorded and the batch goes again', async () => {
    const c = await invoiced(1);
    const { earliestCollectionDate } = await debitable();
    const batch = (await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: earliestCollectionDate, invoiceIds: [c.id] })).json<SepaBatch>();
    expect((await call('POST', `/v1/sepa/batches/${batch.id}/file`, OWNER)).statusCode).toBe(200);
    const refused = await call('PUT', `/v1/sepa/batches/${batch.id}/status`, OWNER, { status: 'error' });
    expect(refused.json<SepaBatch>()).toMatchObject({ status: 'error', debits: [{ paymentId: null }] });
    expect(await leftOn(c.id)).toBe(c.totalTtcCents);
    // Still held by it; downloaded again, it goes back to the bank.
    expect((await debitable()).items.map((i) => i.invoiceId)).not.toContain(c.id);
    expect((await call('POST', `/v1/sepa/batches/${batch.id}/file`, OWNER)).statusCode).toBe(200);
    expect((await call('GET', '/v1/sepa/batches?shopId=1&status=processing', OWNER)).json<{ items: SepaBatch[] }>().items.map((x) => x.id)).toContain(batch.id);
  });

  it('a batch made by mistake is deleted while no bank holds it, and its invoice may be debited again', async () => {
    const d = await invoiced(1);
    const { earliestCollectionDate } = await debitable();
    const batch = (await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: earliestCollectionDate, invoiceIds: [d.id] })).json<SepaBatch>();
    expect((await debitable()).items.map((i) => i.invoiceId)).not.toContain(d.id);
    expect((await call('DELETE', `/v1/sepa/batches/${batch.id}`, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/sepa/batches/${batch.id}`, OWNER)).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/sepa/batches/${batch.id}`, OWNER)).statusCode).toBe(404);
    expect((await debitable()).items.map((i) => i.invoiceId)).toContain(d.id);
    // Handed to the bank, it waits for the bank's answer; refused by the bank, it may go.
    const again = (await call('POST', '/v1/sepa/batches', OWNER, { shopId: 1, collectionDate: earliestCollectionDate, invoiceIds: [d.id] })).json<SepaBatch>();
    expect((await call('POST', `/v1/sepa/batches/${again.id}/file`, OWNER)).statusCode).toBe(200);
    const held = await call('DELETE', `/v1/sepa/batches/${again.id}`, OWNER);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(sepaMessages.notDeletable);
    expect((await call('PUT', `/v1/sepa/batches/${again.id}/status`, OWNER, { status: 'error' })).statusCode).toBe(200);
    expect((await call('DELETE', `/v1/sepa/batches/${again.id}`, OWNER)).statusCode).toBe(204);
    expect(await leftOn(d.id)).toBe(d.totalTtcCents);
  });

  it('a revoked mandate debits no more; another shop sees and touches nothing', async () => {
    const mandates = (await call('GET', '/v1/sepa/mandates?shopId=1', OWNER)).json<{ items: Mandate[] }>().items;
    const mandate = mandates[0]!;
    // The demo's client with a mandate (seed), the shop's first reference.
    expect(mandates.map((m) => m.reference)).toContain('VDG-1-000001');
    const batches = (await call('GET', '/v1/sepa/batches?shopId=1', OWNER)).json<{ items: SepaBatch[] }>().items;
    const other = 'owner2@vendange.test';
    expect((await call('GET', '/v1/sepa/mandates?shopId=1', other)).statusCode).toBe(403);
    expect((await call('GET', '/v1/sepa/mandates', other)).json<{ items: Mandate[] }>().items.map((m) => m.id)).not.toContain(mandate.id);
    expect((await call('POST', `/v1/sepa/mandates/${mandate.id}/revoke`, other)).statusCode).toBe(404);
    expect((await call('POST', `/v1/sepa/batches/${batches[0]!.id}/file`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/sepa/batches/${batches[0]!.id}/status`, other, { status: 'error' })).statusCode).toBe(404);
    expect((await call('POST', '/v1/sepa/batches', other, { shopId: 1, collectionDate: '2099-01-05', invoiceIds: [1] })).statusCode).toBe(403);

    const revoked = await call('POST', `/v1/sepa/mandates/${mandate.id}/revoke`, OWNER);
    expect(revoked.json<Mandate>()).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await debitable()).items.filter((i) => i.mandateId === mandate.id)).toEqual([]);
    const edit = await call('PUT', `/v1/sepa/mandates/${mandate.id}`, OWNER, { debtorName: 'X', iban: mandate.iban, signedOn: mandate.signedOn });
    expect(edit.json().message).toBe(sepaMessages.revoked);
  });
});
