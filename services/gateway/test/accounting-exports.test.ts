import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingExport, DocumentToDownload, InvoiceDetail, SaleDetail } from '@vendange/contracts';
import { calendarDate } from '@vendange/pricing';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

/** The accountant's exports made in the background and handed over by the documents poll (issue 18). */
describe.each(kinds)('accounting exports in the background (%s)', (kind) => {
  let h: Harness;
  const call = async (method: 'GET' | 'POST', url: string, email: string, payload?: object) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const today = calendarDate(new Date());
  const year = { from: `${today.slice(0, 4)}-01-01`, to: today };
  const exportOf = async (id: number) => (await call('GET', '/v1/accounting/exports?shopId=1&limit=100', 'owner@vendange.test')).json<{ items: AccountingExport[] }>().items.find((e) => e.id === id)!;
  const taken = async (email: string) => (await call('GET', '/v1/documents/to-download', email)).json<DocumentToDownload[]>();

  beforeAll(async () => {
    h = await startHarness(kind);
    // An invoice and a payment of the year, so the files hold a sales and a bank entry.
    const sale = await call('POST', '/v1/orders/staff', 'owner@vendange.test', { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 3 }] });
    const invoice = (await call('POST', `/v1/orders/${sale.json<SaleDetail>().id}/invoice`, 'owner@vendange.test')).json<InvoiceDetail>();
    const paid = await call('POST', '/v1/payments', 'owner@vendange.test', { shopId: 1, type: 'transfer', amountCents: invoice.totalTtcCents, receivedOn: today, reference: 'VIR-EXPORT', allocations: [{ invoiceId: invoice.id, amountCents: invoice.totalTtcCents }] });
    expect(paid.statusCode, paid.body).toBe(201);
    await h.settle();
    await taken('owner@vendange.test');
  });
  afterAll(async () => { await h?.close(); });

  it('prepares the FEC of the year in the background: the file of the direct download, offered once through the documents poll', async () => {
    const asked = await call('POST', '/v1/accounting/exports', 'owner@vendange.test', { shopId: 1, kind: 'fec', ...year });
    expect(asked.statusCode, asked.body).toBe(202);
    const pending = asked.json<AccountingExport>();
    expect(pending).toMatchObject({ kind: 'fec', from: year.from, to: year.to, status: 'pending', progress: 0, downloadUrl: null });

    await h.settle();
    const done = await exportOf(pending.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, fileName: `123456789FEC${today.replaceAll('-', '')}.txt`, errorMessage: null });
    expect(done.downloadUrl).toMatch(new RegExp(`^/v1/accounting/exports/${pending.id}/file\\?token=[A-Za-z0-9_-]{43}$`));

    const direct = await call('GET', `/v1/accounting/fec?shopId=1&from=${year.from}&to=${year.to}`, 'owner@vendange.test');
    expect(direct.statusCode).toBe(200);
    // Opened as the new tab opens it: no Authorization header.
    const file = await h.app.inject({ method: 'GET', url: done.downloadUrl! });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.fileName}"`);
    expect(file.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(file.rawPayload.length).toBe(done.sizeBytes);
    expect(file.rawPayload.toString('latin1')).toContain('VIR-EXPORT');

    // The poll hands it over once, with the period in its label; nothing to anyone else.
    expect(await taken('owner2@vendange.test')).toEqual([]);
    const offered = await taken('owner@vendange.test');
    expect(offered.map((d) => d.label)).toEqual([`FEC du 01/01/${today.slice(0, 4)} au ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`]);
    expect(offered[0]!.url.endsWith(done.downloadUrl!)).toBe(true);
    expect(await taken('owner@vendange.test')).toEqual([]);

    // A second run of the job (a retry after its offer) writes the same file and offers nothing new.
    await h.writeOutside(sql`insert into orders.outbox (queue, data) values ('orders.accounting-export', ${JSON.stringify({ exportId: pending.id })}::jsonb)`);
    await h.settle();
    expect(await taken('owner@vendange.test')).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: done.downloadUrl! })).rawPayload.equals(direct.rawPayload)).toBe(true);
  });

  it('opens the file only with its own token: none, a wrong one, another export\'s, nor another shop\'s owner without it', async () => {
    const a = (await call('POST', '/v1/accounting/exports', 'owner@vendange.test', { shopId: 1, kind: 'VE', ...year })).json<AccountingExport>();
    const b = (await call('POST', '/v1/accounting/exports', 'owner@vendange.test', { shopId: 1, kind: 'BQ', ...year })).json<AccountingExport>();
    await h.settle();
    const [readyA, readyB] = [await exportOf(a.id), await exportOf(b.id)];
    const tokenOf = (e: AccountingExport) => new URL(e.downloadUrl!, 'http://x').searchParams.get('token')!;
    const journal = await call('GET', `/v1/accounting/journal?shopId=1&journal=VE&from=${year.from}&to=${year.to}`, 'owner@vendange.test');
    const opened = await h.app.inject({ method: 'GET', url: readyA.downloadUrl! });
    expect(opened.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(opened.body).toBe(journal.body);

    expect((await h.app.inject({ method: 'GET', url: `/v1/accounting/exports/${a.id}/file` })).statusCode).toBe(400);
    const wrong = await h.app.inject({ method: 'GET', url: `/v1/accounting/exports/${a.id}/file?token=${tokenOf(readyA).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Ce lien de téléchargement n’est pas ou plus valable : préparez l’export de nouveau (Comptabilité › Exports).');
    expect((await h.app.inject({ method: 'GET', url: `/v1/accounting/exports/${a.id}/file?token=${tokenOf(readyB)}` })).statusCode).toBe(404);
    const otherShop = await call('GET', `/v1/accounting/exports/${a.id}/file?shopId=1`, 'owner2@vendange.test');
    expect(otherShop.statusCode).toBe(400);
    expect(otherShop.body).not.toContain('VIR-EXPORT');
    expect((await call('GET', '/v1/accounting/exports?shopId=1', 'owner2@vendange.test')).statusCode).toBe(403);
    // Shop 2's own list holds none of shop 1's exports (and so none of their links).
    const own = await call('GET', '/v1/accounting/exports', 'owner2@vendange.test');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ items: AccountingExport[] }>().items.map((e) => e.id)).not.toContain(a.id);
    // Past its days, the link opens nothing.
    await h.writeOutside(sql`update orders.accounting_exports set expires_at = now() - interval '1 minute' where id = ${a.id}`);
    expect((await h.app.inject({ method: 'GET', url: readyA.downloadUrl! })).statusCode).toBe(404);
    expect((await exportOf(a.id)).downloadUrl).toBeNull();
  });

  it('refuses a period that is not one, in French', async () => {
    const ask = (body: object) => call('POST', '/v1/accounting/exports', 'owner@vendange.test', { shopId: 1, kind: 'fec', ...body });
    const backwards = await ask({ from: '2026-12-31', to: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('La fin de la période doit suivre son début.');
    const unreal = await ask({ from: '2026-02-30', to: '2026-03-31' });
    expect(unreal.statusCode).toBe(400);
    expect(unreal.body).toContain('Cette date n’existe pas dans le calendrier.');
    const tooLong = await ask({ from: '2020-01-01', to: '2023-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Une période de 3 ans au plus');
    expect((await ask({ from: '2020-01-01', to: '2022-12-31' })).statusCode).toBe(202);
    const badKind = await call('POST', '/v1/accounting/exports', 'owner@vendange.test', { shopId: 1, kind: 'GL', ...year });
    expect(badKind.body).toContain('Choisissez le FEC ou un journal');
    await h.settle();
  });
});
