import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import iconv from 'iconv-lite';
import { errorSchema, fecQuerySchema, journalQuerySchema, type ShopInvoicing } from '@vendange/contracts';
import { HttpError, type Db, type InternalCall } from '@vendange/service-kit';
import type { ReceivedPaymentsRepo } from '../received-payments/received-payments-repo';
import type { AccountingCodesRepo } from './accounting-codes-repo';
import { fecFileName, fecText } from './fec-file';
import { journalCsv, journalFileName } from './journal-csv';
import { ledgerEntries } from './ledger-entries';

interface Options { db: Db; payments: ReceivedPaymentsRepo; codes: AccountingCodesRepo; internal: InternalCall }

export const fecMessages = {
  sirenMissing: 'Renseignez le SIRET de la boutique (Paramètres › Mentions légales) : il donne son nom au fichier des écritures comptables.',
} as const;

/** The accountant's exports (issue 18; docs/decisions/accounting.md): the FEC of a period. */
export const fecRoute: FastifyPluginAsyncZod<Options> = async (app, { db, payments, codes, internal }) => {
  app.get('/accounting/fec', {
    config: { access: { permission: 'downloadAccountingExports', shop: { query: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: "The FEC (fichier des écritures comptables) of a period: the sales journal (invoices, deposit invoices, credit notes) and the bank and cash journals (payments received), tab-separated, ISO-8859-15, named {SIREN}FEC{AAAAMMJJ}.txt (downloadAccountingExports)",
      security: [{ bearer: [] }], querystring: fecQuerySchema,
      // 200 is text/plain: no JSON schema to serialize it with.
      response: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { shopId } = request.access;
    const { from, to } = request.query;
    const shop = await internal<ShopInvoicing>('shops', 'GET', `/v1/internal/shops/${shopId}/invoicing`);
    const siren = shop.legal?.siret?.replace(/\s/g, '').slice(0, 9);
    if (!siren || !/^\d{9}$/.test(siren)) throw new HttpError(409, 'SIREN_MISSING', fecMessages.sirenMissing);
    const text = fecText(await ledgerEntries({ db, payments, codes }, shopId, from, to));
    return reply
      .header('content-type', 'text/plain; charset=iso-8859-15')
      .header('content-disposition', `attachment; filename="${fecFileName(siren, to)}"`)
      .header('cache-control', 'private, no-store')
      .send(iconv.encode(text, 'iso-8859-15') as never);
  });

  app.get('/accounting/journal', {
    config: { access: { permission: 'downloadAccountingExports', shop: { query: 'shopId' }, module: 'accounting' } },
    schema: {
      tags: ['accounting'], summary: 'One journal of a period as CSV for a spreadsheet (VE sales, BQ bank, CA cash): semicolons, decimal comma, DD/MM/YYYY (downloadAccountingExports)',
      security: [{ bearer: [] }], querystring: journalQuerySchema,
      // 200 is text/csv: no JSON schema to serialize it with.
      response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request, reply) => {
    const { from, to, journal } = request.query;
    const csv = journalCsv(await ledgerEntries({ db, payments, codes }, request.access.shopId, from, to), journal);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${journalFileName(journal, from, to)}"`)
      .header('cache-control', 'private, no-store')
      // The schema types the JSON answers (errors); this one is the file's text.
      .send(csv as never);
  });
};
