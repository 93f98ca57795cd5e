import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { setupService, type ServiceOptions } from '@vendange/service-kit';
import { checkoutClaimsRepo } from './checkout-claims-repo';
import { readOrdersEnv } from './env';
import { ordersRepo } from './orders-repo';
import { cardAccountRoutes } from './payments/card-account-routes';
import { cardAccounts } from './payments/card-accounts';
import { cardPaymentEntriesRepo } from './payments/card-payment-entries-repo';
import { cardPayments } from './payments/card-payments';
import { orderDecisionRoutes } from './payments/order-decision-routes';
import { paymentRoutes } from './payments/payment-routes';
import { paymentsRepo } from './payments/payments-repo';
import { waitingOrdersRepo } from './payments/waiting-orders-repo';
import { checkoutRoute } from './routes/checkout-route';
import { orderRoutes } from './routes/order-routes';
import { orderTransferRoute } from './routes/order-transfer-route';
import { placeOrderRoute } from './routes/place-order-route';
import { expirePendingOrders } from './order-expiry';
import { setupOrderJobs } from './order-jobs';
import { connectorFor } from './invoices/e-invoicing-connector';
import { setupInvoiceJobs } from './invoices/invoice-jobs';
import { invoiceRoutes } from './invoices/invoice-routes';
import { invoicesRepo } from './invoices/invoices-repo';
import { salesDocuments } from './invoices/sales-documents';
import { quotesRepo } from './staff-sales/quotes-repo';
import { staffSaleRoutes } from './staff-sales/staff-sale-routes';
import { allocationOrderRoute } from './staff-sales/allocation-order-route';
import { setupQuoteJobs } from './staff-sales/quote-jobs';
import { shipmentRoutes } from './shipments/shipment-routes';
import { shipmentsRepo } from './shipments/shipments-repo';
import { sampleRoutes } from './samples/sample-routes';
import { samplesRepo } from './samples/samples-repo';
import { accountingCodesRepo } from './accounting/accounting-codes-repo';
import { accountingCodesRoutes } from './accounting/accounting-codes-routes';
import { fecRoute } from './accounting/fec-route';
import { setupAccountingExportJob } from './accounting/accounting-export-job';
import { accountingExportRoutes } from './accounting/accounting-export-routes';
import { accountingExportsRepo } from './accounting/accounting-exports-repo';
import { ventilationRoutes } from './accounting/ventilation-routes';
import { receivedPaymentRoutes } from './received-payments/received-payment-routes';
import { receivedPaymentsRepo } from './received-payments/received-payments-repo';
import { cachedOrdersPages } from './orders-list-cache';
import { paymentReminders, scheduleReminders } from './received-payments/reminders';
import { batchesRepo } from './sepa/batches-repo';
import { mandatesRepo } from './sepa/mandates-repo';
import { sepaRoutes } from './sepa/sepa-routes';
import { clientFileRoutes } from './routes/client-file-routes';
import { productsOrderedRoute } from './routes/products-ordered-route';
import { calendarEventsRoute } from './routes/calendar-events-route';
import { futureRoutes } from './futures/future-routes';
import { commissionRoutes } from './commissions/commission-routes';
import { commissionsRepo } from './commissions/commissions-repo';
import { analyticsRepo } from './commissions/analytics-repo';
import { futuresRepo } from './futures/futures-repo';
import { futureOrderService } from './futures/future-orders';
import { tillOrderRoutes } from './till-sales/till-order-routes';

export { seedOrders as seed } from './seed';
export const schemaName = 'orders';
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Orders: orders and the sales documents issued from them. */
const service: FastifyPluginAsync<ServiceOptions> = async (app, options) => {
  const { shopSettings } = await setupService(app, options);
  const repo = ordersRepo(options.db, cachedOrdersPages(app, options.db));
  // Durable work (docs/decisions/durable-work.md): stock releases, notifications, buyer mails, the expiry sweep.
  const jobs = await setupOrderJobs(app, options, repo, async () => { await expirePendingOrders({ db: options.db, internal: options.internal, jobs }); });
  await app.register(orderRoutes, { repo });
  await app.register(productsOrderedRoute, { db: options.db });
  // The CRM's client page reads a client's documents here; a merge re-points them (docs/decisions/crm-clients.md).
  await app.register(clientFileRoutes, { db: options.db });
  await app.register(calendarEventsRoute, { db: options.db });
  await app.register(orderTransferRoute, { repo, internal: options.internal });
  await app.register(placeOrderRoute, { repo, internal: options.internal, shopSettings, jobs });
  const env = readOrdersEnv(options.settings ?? {});
  const payments = cardPayments({
    db: options.db, publicUrl: options.publicUrl, log: app.log, env,
    releaseStock: (holds) => jobs.later(jobs.releaseStock(holds)),
  });
  const waiting = waitingOrdersRepo(options.db);
  const accounts = cardAccounts({ db: options.db, env, publicUrl: options.publicUrl, log: app.log });
  await app.register(checkoutRoute, { repo, claims: checkoutClaimsRepo(options.db), internal: options.internal, shopSettings, jobs, payments, waiting, cardShops: accounts });
  await app.register(paymentRoutes, { payments, jobs, waiting, accounts });
  await app.register(cardAccountRoutes, { accounts, shopSettings, entries: cardPaymentEntriesRepo(options.db) });
  await app.register(orderDecisionRoutes, { repo, payments, paymentsRepo: paymentsRepo(options.db), jobs });
  // Shipments: what is left to ship, parcels and tracking, the delivery note (docs/decisions/shipments.md).
  await app.register(shipmentRoutes, { db: options.db, shipments: shipmentsRepo(options.db, (tx, body) => jobs.announce(tx, [jobs.stockDocument(body)])), orders: repo, internal: options.internal, shopSettings, jobs, publicUrl: options.publicUrl });
  // Samples sent free to a client, their stock exit (reason sample) and follow-up (docs/decisions/samples.md).
  await app.register(sampleRoutes, { samples: samplesRepo(options.db, (tx, body) => jobs.announce(tx, [jobs.stockDocument(body)])), internal: options.internal });
  const invoices = invoicesRepo(options.db);
  const documents = salesDocuments({ db: options.db, repo: invoices, internal: options.internal, jobs });
  // Sales the producer enters from the dashboard: phone orders, quotes and the client's answer (docs/decisions/staff-sales.md).
  await setupQuoteJobs({ jobs: options.jobs, mailer: options.mailer, repo, documents, shopSettings, publicUrl: options.publicUrl });
  const staffSales = { db: options.db, repo, quotes: quotesRepo(options.db), internal: options.internal, shopSettings, jobs };
  await app.register(staffSaleRoutes, { deps: staffSales, documents });
  await app.register(allocationOrderRoute, { deps: staffSales });
  // Sales documents (docs/decisions/invoices.md): issued here, their Factur-X made and transmitted by a job.
  await setupInvoiceJobs({ db: options.db, jobs: options.jobs, internal: options.internal, repo: invoices, connector: connectorFor(env.E_INVOICING_CONNECTOR), mailer: options.mailer, publicUrl: options.publicUrl });
  await app.register(invoiceRoutes, { db: options.db, repo: invoices, documents, internal: options.internal, jobs });
  // Primeurs: campaigns by tranche, orders paid by a deposit invoice, delivered as ordinary orders (docs/decisions/futures.md).
  const futures = futuresRepo(options.db, options.internal);
  await app.register(futureRoutes, { futures, shopSettings, orders: futureOrderService({ db: options.db, internal: options.internal, shopSettings, futures, invoices, documents }) });
  // Money received and owed, and the accountant's export (docs/decisions/payments.md, accounting.md).
  const received = receivedPaymentsRepo(options.db);
  const reminders = paymentReminders({ db: options.db, repo: received, internal: options.internal, jobs });
  await scheduleReminders(options.jobs, reminders);
  await app.register(receivedPaymentRoutes, { payments: received, reminders });
  // SEPA direct debit: mandates, debit batches and their pain.008 file (docs/decisions/sepa-direct-debit.md).
  const mandates = mandatesRepo(options.db);
  await app.register(sepaRoutes, { mandates, batches: batchesRepo(options.db, { payments: received, mandates }), internal: options.internal });
  const codes = accountingCodesRepo(options.db);
  await app.register(accountingCodesRoutes, { codes });
  await app.register(fecRoute, { db: options.db, payments: received, codes, internal: options.internal });
  // The same files made in the background, with their progress, handed over by the documents poll.
  const accountingExports = accountingExportsRepo(options.db);
  await setupAccountingExportJob({ db: options.db, payments: received, codes, jobs: options.jobs, internal: options.internal, exports: accountingExports, publicUrl: options.publicUrl });
  await app.register(accountingExportRoutes, { exports: accountingExports, jobs, internal: options.internal });
  await app.register(ventilationRoutes, { db: options.db, codes });
  // Agents' rates and commissions; a commission is written with the invoice that makes it (invoices-repo.ts).
  await app.register(commissionRoutes, { db: options.db, commissions: commissionsRepo(options.db), analytics: analyticsRepo(options.db), internal: options.internal, jobs });
  // The cash register's sales, each an order of channel cashRegister, once per till key (docs/decisions/cash-register.md).
  await app.register(tillOrderRoutes, { deps: { db: options.db, internal: options.internal, shopSettings, jobs } });
};
export default service;
