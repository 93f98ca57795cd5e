import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccountingCodes, moduleInactiveMessage, modules, type Permission, type ShopModule } from '@vendange/contracts';
import { alternativesOf, announceChange, changeKeys, isStaffRule, ruleProblem, summarizeAccess, type RouteAccess } from '@vendange/service-kit';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';
import { multipartFile, TINY_PNG } from './multipart';

/** Each walk calls every route, so it grows with the API: a budget of its own rather than the default 30 s. */
const WALK_TIMEOUT_MS = 180_000;

const kinds = await testDatabaseKinds();

/** What only shop 1 (Domaine des Coteaux) may see: a response to anyone else must hold none of it. */
const SHOP1_PRIVATE = ['staff@vendange.test', 'cave@vieuxport.test', 'Cave du Vieux Port', 'CMD-2026-0001', 'contact@coteaux.test', 'inv-walk'];
const SHOP1_ANY = [...SHOP1_PRIVATE, 'COTEAUX', 'Domaine des Coteaux'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Walked { method: string; url: string; access: RouteAccess | undefined }

let counter = 0;
/** An invoice of shop 1 with plenty left to pay (set before the walk): each recorded payment takes a cent of it. */
let openInvoiceId = 0;
/** An invoice of shop 1 whose client has a mandate, for the SEPA batch route. */
let sepaInvoiceId = 0;
/** Shop 1's supplier, and its purchase order lines received a unit at a time, set before the walk. */
const walkPurchase = { supplierId: 0, lineId: 0 };
/** A CRD capsule line of shop 1 that the walk's capsule movements go into. */
const walkCrd = { capsuleId: 0 };
/** A primeur campaign of shop 1's seeded wine, in bottles. */
/** Shop 1's pipeline stages (the defaults), read before the walk. */
const walkCrm = { stageIds: [] as number[] };
/** Shop 1's CRM clients the walk merges (made before the walk, so the demo clients stay as they are). */
const walkClients = { keep: 0, merge: 0 };
/** A client of shop 1 the walk gives to the demo agent and takes back (the seed's coverage stays as it is). */
const walkCoverage = { clientId: 0 };
/** Shop 1's open primeur campaign a buyer orders from on the shop's page (set before the walk). */
const walkFuture = { offerId: 0 };
const walkFutureOffer = { productId: 1, name: 'Walk primeur', vintage: 2025, expectedDelivery: '2027-09-15', formatIds: [1], tranches: [{ unitPriceCents: 3000, cap: 100_000 }] };
const staffSale = (kind: 'order' | 'quote') => ({ shopId: 1, kind, clientId: 1, lines: [{ productId: 1, quantity: 1 }] });
/**
 * A stock file naming the seeded wine of shop 1 by its name and volume, into the cellar-door shop: it sells nothing
 * online, so the walk's orders keep the seeded wine's figure for sale as it was.
 */
const walkStockCsv = 'produit;contenance;entrepot;quantite\nCôtes du Rhône Les Galets;75 cl;Caveau de vente;1\n';
/** A valid body for each route that takes one, aimed at shop 1; a new mutating route without one fails the walk. */
const bodies: Record<string, () => object> = {
  'POST /v1/collaborators': () => ({ shopId: 1, firstname: 'Walk', lastname: 'Test', email: `walk-${++counter}@example.test`, authorizations: {} }),
  'PUT /v1/collaborators/:id': () => ({ shopId: 1, blocked: false }),
  'PUT /v1/users/me': () => ({ firstname: 'Hugo' }),
  // Refused on purpose (an address taken, a new password equal to the current one): the walk must not change logins.
  'POST /v1/users/me/email': () => ({ email: 'buyer@vendange.test', currentPassword: 'Vendange2026' }),
  'DELETE /v1/users/me/email': () => ({}),
  'PUT /v1/users/me/password': () => ({ currentPassword: 'Vendange2026', password: 'Vendange2026' }),
  'POST /v1/users/me/shops': () => ({ code: 'COTEAUX' }),
  'DELETE /v1/users/me/shops/:shopId': () => ({}),
  'POST /v1/auth/master/choose': () => ({ accountId: 1 }),
  'PUT /v1/notifications-centers/mark-as-seen': () => ({ arrayOfIds: [1, 2, 3, 4] }),
  'PUT /v1/notifications-centers/mark-all-as-seen': () => ({}),
  'POST /v1/orders': () => ({ shopId: 1, lines: [{ productId: 1, quantity: 1 }] }),
  'POST /v1/orders/checkout': () => ({
    checkoutId: crypto.randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 1 }], shipping: { collectionPointId: 'caveau' }, paymentType: 'cheque' }],
    deliveryAddress: null, billingAddress: null, phone: '+33656789012', cguAccepted: true, card: null,
  }),
  'POST /v1/admin/maintenances': () => ({ startDate: '2030-01-01T02:00:00Z', endDate: '2030-01-01T04:00:00Z', page: true }),
  'DELETE /v1/admin/maintenances/:id': () => ({}),
  'POST /v1/admin/jobs/:id/retry': () => ({}),
  'PUT /v1/orders/:orderId/aborted-cart': () => ({}),
  'PUT /v1/orders/:orderId/validate': () => ({}),
  'PUT /v1/orders/:orderId/refuse': () => ({ reason: 'Rupture de stock.' }),
  'PUT /v1/orders/:orderId/cancel': () => ({ reason: 'Gel dans les vignes.' }),
  // Order 1 is validated (with its lines): invoicing it once is what staff with billOrder may do; again returns it.
  'POST /v1/orders/:id/invoice': () => ({}),
  'POST /v1/orders/:id/deposit': () => ({ percent: 10 }),
  // Invoice 1 is the seeded invoice of order 3: the first credit note takes what is left, later ones are refused (409).
  'POST /v1/invoices/:id/credit-note': () => ({ reason: 'Tournée de test' }),
  'POST /v1/invoices/:id/send': () => ({}),
  'POST /v1/payments/validate-3ds': () => ({ setupIntentId: 'seti_walk000' }),
  // No body: the order in the address is the buyer's own one waiting for 3-D Secure, or nothing happens (404).
  'POST /v1/orders/:orderId/card-authentication': () => ({}),
  'PUT /v1/orders/:orderId/abandoned-payment': () => ({}),
  'PUT /v1/shop-accounts/:userId/typology': () => ({ shopId: 1, typology: 'caviste' }),
  'POST /v1/products': () => ({ shopId: 1, productType: 'bottle', name: `Walk ${++counter}`, formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75' }] }),
  // Keeps format 1, which the price grid fixture below prices.
  'PUT /v1/products/:productId': () => ({ productType: 'bottle', name: 'Côtes du Rhône Les Galets', status: 'online', vintages: [{ name: '2022' }], formats: [{ id: 1, container: 'bouteille', unity: 'cl', unityValue: '75' }] }),
  'PATCH /v1/products/:productId/status': () => ({ status: 'online' }),
  'POST /v1/products/:productId/images': () => ({ raw: multipartFile(TINY_PNG) }),
  'PUT /v1/shops/me/logo': () => ({ raw: multipartFile(TINY_PNG) }),
  'DELETE /v1/shops/me/logo': () => ({}),
  'DELETE /v1/products/:productId/images/:imageId': () => ({}),
  'POST /v1/typologies': () => ({ shopId: 1, key: `walk-${++counter}`, name: 'Walk' }),
  'PUT /v1/typologies/:key': () => ({ shopId: 1, name: 'Walk', ttc: false }),
  'DELETE /v1/typologies/:key': () => ({}),
  'PUT /v1/shops/me/sales-rules': () => ({
    deliveries: [{ type: 'colissimo', ref: 'walk', name: 'Walk', priceCents: 100 }], collectionPoints: [], franco: { amountCents: null, quantity: null, mode: 'any' },
    // The seeded default bank kept: the SEPA file below is collected to it.
    minAmountHtCents: null, minProducts: null, maxProducts: null, multipleOf: null, paymentsList: ['cheque'], membersOnlyPrices: false, cgv: null,
    banks: [{ id: 'credit-agricole', name: 'Crédit Agricole Alpes Provence', holder: 'EARL des Coteaux', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true }],
    promoCodes: [],
  }),
  'PUT /v1/shops/me/header-style': () => ({
    shadow: false, elevation: 0, color: '#FFFFFF', dark: false, border: true, font: 'serif', logoPlacement: 'center', hideLogo: false,
    logoShadow: false, justifyContent: 'center', underline: false, isUppercase: true,
  }),
  'PUT /v1/shops/me/billing': () => ({ invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30' }),
  'PUT /v1/shops/me/legal': () => ({ companyName: 'EARL Walk', address: '1 rue du Test, 21200 Beaune', director: 'Walk Test', siret: '12345678900011' }),
  'PUT /v1/shops/me/tabs': () => ({ tabs: [{ id: 'vins', name: 'Nos vins', exists: true, children: [] }, { id: 'coffrets', name: 'Coffrets', exists: true, children: [] }] }),
  'POST /v1/shops/:id/price-requests': () => ({ message: 'Walk' }),
  'PUT /v1/price-grids': () => ({ shopId: 1, typology: 'caviste', prices: [{ formatId: 1, priceCents: 990, visible: true }] }),
  // Sales entered at the desk for client 1 of shop 1 (a draft order, a draft quote): nothing held.
  'POST /v1/orders/staff/price': () => staffSale('order'),
  'POST /v1/orders/staff': () => staffSale('order'),
  'PUT /v1/orders/:orderId/validate-draft': () => ({}),
  'POST /v1/quotes': () => staffSale('quote'),
  // Agents (docs/decisions/agents.md): an invitation of a new address each time, the demo agent's price list and rate (0 %: the walk's invoices make no commission), a commission paid.
  'POST /v1/agents/invitations': () => ({ shopId: 1, email: `walk-agent-${++counter}@example.test` }),
  'PUT /v1/agents/:id': () => ({ shopId: 1, typology: 'caviste' }),
  'PUT /v1/agents/me/profile': () => ({ regions: ['33'], typologies: ['caviste'] }),
  'PUT /v1/commissions/rates/:agentId': () => ({ shopId: 1, defaultRateBp: 0 }),
  'PUT /v1/commissions/:id/paid': () => ({ shopId: 1 }),
  'POST /v1/quotes/:quoteId/send': () => ({}),
  'POST /v1/quotes/:quoteId/order': () => ({}),
  // Ships what is left of a validated order of shop 1 (nothing left later: 409); moves shipment 1 on when it can.
  'POST /v1/orders/:orderId/shipments': () => ({}),
  'PUT /v1/shipments/:id/status': () => ({ status: 'transit' }),
  'POST /v1/payments': () => ({ shopId: 1, type: 'cheque', amountCents: 1, receivedOn: '2026-11-25', allocations: [{ invoiceId: openInvoiceId, amountCents: 1 }] }),
  // A payment recorded 'scheduled' before the walk: it may be cleared once.
  'PUT /v1/payments/:id/status': () => ({ status: 'paid' }),
  // 1 cent more of the overpaid transfer on the open invoice.
  'POST /v1/payments/:id/allocations': () => ({ allocations: [{ invoiceId: openInvoiceId, amountCents: 1 }] }),
  'DELETE /v1/sepa/batches/:id': () => ({}),
  'POST /v1/payments/credits/:id/refund': () => ({ type: 'transfer', amountCents: 1, refundedOn: '2026-11-25' }),
  // The open invoice's first reminder (later calls: the next levels, then 409).
  'POST /v1/invoices/:id/reminders': () => ({}),
  'POST /v1/outstandings/reminders/run': () => ({ asOf: '2026-11-25' }),
  'PUT /v1/accounting/codes': () => ({ shopId: 1, ...defaultAccountingCodes }),
  'POST /v1/accounting/exports': () => ({ shopId: 1, kind: 'VE', from: '2026-01-01', to: '2026-12-31' }),
  // SEPA: a new mandate (its reference generated) each time; the mandate set before the walk edited, another revoked (again: the same).
  'POST /v1/sepa/mandates': () => ({ shopId: 1, clientName: `Walk ${++counter}`, debtorName: 'Walk', iban: 'FR7630006000011234567890189', signedOn: '2026-01-10' }),
  'PUT /v1/sepa/mandates/:id': () => ({ debtorName: 'Cave du Vieux Port', iban: 'FR7630006000011234567890189', signedOn: '2026-01-10' }),
  'POST /v1/sepa/mandates/:id/revoke': () => ({}),
  // The invoice of its own set before the walk (held by the first batch: later calls 409).
  'POST /v1/stocks/warehouses': () => ({ name: `Walk ${++counter}`, regime: 'paid' }),
  // Warehouse 1 is shop 1's bonded cellar: written back as seeded.
  'PUT /v1/stocks/warehouses/:id': () => ({ name: 'Chai du domaine', regime: 'suspended', exciseNumber: 'FR084012E0456', address: null, sellsOnline: true }),
  // Warehouse 2 (the cellar-door shop) does not sell online: the walk's entries leave format 1 untracked for its checkouts.
  'POST /v1/stocks/drm/:month/file': () => ({}),
  // A DAE of shop 1 recorded before the walk: discharged once, then answered as it is.
  'POST /v1/stocks/exit-documents/:id/discharge': () => ({}),
  'PUT /v1/stocks/thresholds/:formatId': () => ({ threshold: 5 }),
  'POST /v1/stocks/allocations': () => ({ formatId: 1, beneficiary: 'Walk', quantity: 1, deadline: '2099-01-01' }),
  'POST /v1/stocks/allocations/:id/take': () => ({ quantity: 1 }),
  'POST /v1/stocks/allocations/:id/release': () => ({}),
  'POST /v1/stocks/movements': () => ({ kind: 'entry', reason: 'bottling', warehouseId: 2, lines: [{ formatId: 1, quantity: 1 }] }),
  // CRD capsules: a new line each time (its size changes), one capsule bought a call into the line set before the walk.
  'POST /v1/stocks/crd': () => ({ colour: 'vert', regime: 'personnalise', genre: 'tranquille', volumeMl: 100 + ++counter }),
  'POST /v1/stocks/crd/movements': () => ({ capsuleId: walkCrd.capsuleId, reason: 'purchase', quantity: 1 }),
  'POST /v1/stocks/crd/inventory': () => ({ counts: [{ capsuleId: walkCrd.capsuleId, counted: 5 }] }),
  // Purchases: the supplier and the draft set before the walk written back as they were; ordering twice changes nothing;
  // each reception takes one unit of a line of 100 000 into the cellar-door shop (not online).
  'POST /v1/suppliers': () => ({ name: `Walk ${++counter}` }),
  'PUT /v1/suppliers/:id': () => ({ name: 'Walk supplier' }),
  // Primeurs: a new draft each time, the draft set before the walk edited as it was, opened once; orders of one equivalent
  // into a campaign of 100 000; the primeur order set before the walk keeps one bottle; another is delivered once.
  'POST /v1/futures': () => walkFutureOffer,
  'PUT /v1/futures/:id': () => walkFutureOffer,
  'PUT /v1/futures/:id/status': () => ({ status: 'open' }),
  'POST /v1/futures/:id/orders': () => ({ clientId: 1, quantity: 1 }),
  'POST /v1/futures/orders/:id/deposit': () => ({}),
  'PUT /v1/futures/orders/:id/formats': () => ({ formats: [{ formatId: 1, count: 1 }] }),
  'POST /v1/futures/orders/:id/deliver': () => ({}),
  'POST /v1/futures/shops/:shopId/orders': () => ({ offerId: walkFuture.offerId, quantity: 1 }),
  'PUT /v1/futures/shops/:shopId/orders/:id/formats': () => ({ formats: [{ formatId: 1, count: 1 }] }),
  'POST /v1/futures/:id/formats/close': () => ({}),
  // The seeded Viognier (nothing else moves its stock): a sample sent during the walk takes nothing another route needs.
  'POST /v1/orders/samples': () => ({ shopId: 1, clientId: 1, lines: [{ productId: 2, formatId: 3, quantity: 1 }] }),
  // The cash register's till (docs/decisions/cash-register.md): its sales point sells from the cellar-door warehouse.
  'POST /v1/salespoints': () => ({ shopId: 1, name: `Walk caisse ${++counter}`, warehouseId: 2, paymentTypes: ['cash', 'card'] }),
  'PUT /v1/salespoints/:id': () => ({ shopId: 1, name: 'Walk caisse', warehouseId: 2, paymentTypes: ['cash', 'card'] }),
  'POST /v1/salespoints/:id/sales': () => ({
    key: crypto.randomUUID(), soldAt: new Date().toISOString(), lines: [{ productId: 2, formatId: 3, quantity: 1, unitTtcCents: 1000 }], payments: [{ type: 'cash', amountCents: 1000 }],
  }),
  'POST /v1/salespoints/:id/tickets/:ticketId/cancel': () => ({ key: crypto.randomUUID(), reason: 'Walk' }),
  'POST /v1/salespoints/:id/tickets/:ticketId/duplicate': () => ({}),
  'POST /v1/salespoints/:id/tickets/:ticketId/mail': () => ({ email: 'walk-receipt@example.test' }),
  'POST /v1/orders/samples/:id/send': () => ({}),
  'POST /v1/orders/samples/:id/answer': () => ({ feedback: 'Walk' }),
  'POST /v1/orders/samples/:id/order': () => ({ orderId: 1 }),
  'POST /v1/orders/samples/:id/cancel': () => ({}),
  'PUT /v1/orders/samples/:id/follow-up': () => ({ followUpOn: '2099-01-01' }),
  // CRM tasks and opportunities (crm-tasks): a task for the owner in 2099, a stage renamed, an opportunity moved.
  'POST /v1/tasks': () => ({ shopId: 1, title: `Walk task ${++counter}`, activity: 'call', dueAt: '2099-01-01T10:00:00Z' }),
  'PUT /v1/tasks/:id': () => ({ priority: 'high' }),
  'DELETE /v1/tasks/:id': () => ({}),
  // Tour mode: the order of an agent's visits of a day (role agent, their own; the walk's owner is refused).
  'PUT /v1/tasks/visit-order': () => ({ day: '2099-01-01', taskIds: [] }),
  'POST /v1/opportunities/stages': () => ({ shopId: 1, name: `Walk stage ${++counter}` }),
  'PUT /v1/opportunities/stages/order': () => ({ shopId: 1, ids: walkCrm.stageIds }),
  'PUT /v1/opportunities/stages/:id': () => ({ name: `Walk renamed ${++counter}` }),
  'DELETE /v1/opportunities/stages/:id': () => ({}),
  'POST /v1/opportunities': () => ({ shopId: 1, clientId: 1, title: `Walk deal ${++counter}`, amountCents: 100 }),
  'PUT /v1/opportunities/:id': () => ({ amountCents: 200 }),
  'POST /v1/opportunities/:id/move': () => ({ stageId: walkCrm.stageIds[1] }),
  'DELETE /v1/opportunities/:id': () => ({}),
  // Imports: a small file of each kind (checked, nothing written); confirm and revert need no body.
  'POST /v1/imports/products': () => ({ raw: multipartFile(Buffer.from('nom;contenance;prix_ttc\nWalk import;75 cl;10\n'), 'walk.csv', 'text/csv') }),
  'POST /v1/imports/stock': () => ({ raw: multipartFile(Buffer.from(walkStockCsv), 'walk.csv', 'text/csv') }),
  'POST /v1/imports/products/:id/confirm': () => ({}),
  'POST /v1/imports/products/:id/revert': () => ({}),
  'POST /v1/imports/stock/:id/confirm': () => ({}),
  'POST /v1/imports/stock/:id/revert': () => ({}),
  'POST /v1/purchases': () => ({ supplierId: walkPurchase.supplierId, lines: [{ description: 'Bouchons', quantity: 1, unitPriceCents: 30 }] }),
  'PUT /v1/purchases/:id': () => ({ supplierId: walkPurchase.supplierId, lines: [{ description: 'Bouchons', quantity: 2, unitPriceCents: 30 }] }),
  'PUT /v1/purchases/:id/status': () => ({ status: 'ordered' }),
  'POST /v1/purchases/:id/receptions': () => ({ warehouseId: 2, lines: [{ purchaseLineId: walkPurchase.lineId, quantity: 1 }] }),
  'POST /v1/sepa/batches': () => ({ shopId: 1, collectionDate: '2099-01-05', invoiceIds: [sepaInvoiceId] }),
  // The batch handed over before the walk: its file again, then the bank refused it (again after each download).
  'POST /v1/sepa/batches/:id/file': () => ({}),
  'PUT /v1/sepa/batches/:id/status': () => ({ status: 'error' }),
  // No body: the owner's own shop (the walk has no card provider, so it answers 400 CARD_PAYMENT_UNAVAILABLE).
  'POST /v1/payments/card-account/onboarding': () => ({}),
  // CRM clients: a client of its own (edited, given contacts and notes), two clients merged once (then answered the same).
  'POST /v1/clients': () => ({ shopId: 1, lastname: `Walk client ${++counter}` }),
  'PUT /v1/clients/:id': () => ({ shopId: 1, lastname: 'Walk client', firstname: `Walk ${++counter}` }),
  'POST /v1/clients/:id/contacts': () => ({ shopId: 1, lastname: `Walk contact ${++counter}` }),
  'PUT /v1/clients/:id/contacts/:contactId': () => ({ shopId: 1, lastname: `Walk contact ${++counter}` }),
  'DELETE /v1/clients/:id/contacts/:contactId': () => ({}),
  'POST /v1/clients/:id/notes': () => ({ shopId: 1, body: `Walk note ${++counter}` }),
  'POST /v1/clients/merge': () => ({ shopId: 1, keepId: walkClients.keep, mergeId: walkClients.merge }),
  'POST /v1/clients/imports': () => ({ shopId: 1, fileName: 'walk.csv', content: `nom;email\nWalk import ${++counter};walk-import-${counter}@example.test\n` }),
  'POST /v1/clients/imports/:id/confirm': () => ({ shopId: 1 }),
  'POST /v1/clients/imports/:id/revert': () => ({ shopId: 1 }),
  // Sales structure: a client given to the demo agent then taken back (its query names them), teams of their own, presets of their own.
  'POST /v1/clients/coverage': () => ({ shopId: 1, clientId: walkCoverage.clientId, agentId: 4 }),
  'DELETE /v1/clients/coverage': () => ({}),
  'POST /v1/sales-teams': () => ({ shopId: 1, name: `Walk team ${++counter}`, managerId: 3, members: [{ userId: 3, kind: 'collaborator' }, { userId: 4, kind: 'agent' }] }),
  'PUT /v1/sales-teams/:id': () => ({ shopId: 1, name: `Walk team ${++counter}`, departments: ['13'] }),
  'DELETE /v1/sales-teams/:id': () => ({}),
  'POST /v1/collaborators/presets': () => ({ shopId: 1, name: `Walk preset ${++counter}`, permissions: ['seeAllClient'] }),
  'PUT /v1/collaborators/presets/:id': () => ({ shopId: 1, name: `Walk preset ${++counter}`, permissions: [] }),
  'DELETE /v1/collaborators/presets/:id': () => ({}),
  // Cash-register journal: a Z of a past day of its own at each call (a closing is taken once).
  'POST /v1/salespoints/:id/closings': () => ({ shopId: 1, period: 'day', periodKey: new Date(Date.UTC(2020, 0, 1 + ++counter)).toISOString().slice(0, 10) }),
};
/** Query strings some GET routes need beyond shopId. */
const queries: Record<string, string> = { '/v1/accounting/fec': 'from=2026-01-01&to=2026-12-31', '/v1/accounting/journal': 'journal=VE&from=2026-01-01&to=2026-12-31', '/v1/accounting/ventilation': 'from=2026-01-01&to=2026-12-31', '/v1/tasks/calendar': 'from=2026-11-01&to=2026-12-06', '/v1/tasks/visit-order': 'day=2099-01-01' };

const summaryOf = (access: RouteAccess | undefined) => summarizeAccess(access ?? 'public');
/** The named permissions a staff member may come in with (any one of them suffices). */
const permissionsOf = (access: RouteAccess | undefined): Permission[] => summaryOf(access).permissions.filter((p): p is Permission => p !== null);
/** Roles of a rule that only roles pass (no staff alternative). */
const rolesOnly = (access: RouteAccess | undefined) => {
  const s = summaryOf(access);
  return s.kind === 'rule' && s.permissions.length === 0 && !s.owner ? s.roles : [];
};
const ownerOnly = (access: RouteAccess | undefined) => {
  const s = summaryOf(access);
  return s.owner && s.permissions.length === 0 && s.roles.length === 0;
};
/** Routes anyone may call without a token ('viewer': a logged-in user is only recognised). */
const isOpen = (access: RouteAccess | undefined) => access === 'public' || access === 'viewer';
/** Server-Sent Events never end: read what comes at once, then hang up. */
const isStream = (url: string) => url.endsWith('/stream');

describe.each(kinds)('every /v1 route declares its access rule, and it holds (%s)', (kind) => {
  let h: Harness;
  let walked: Walked[];
  /** Objects of shop 1 that path parameters point at. */
  const params: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    h = await startHarness(kind);
    walked = h.routes
      .flatMap((r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url ?? '', access: r.config?.access })))
      .filter((r) => r.url.startsWith('/v1/') && !r.url.startsWith('/v1/docs') && METHODS.includes(r.method));
    const owner = await h.tokenOf('owner@vendange.test');
    const invited = await h.app.inject({
      method: 'POST', url: '/v1/collaborators', headers: { authorization: `Bearer ${owner}` },
      payload: { firstname: 'Inv', lastname: 'Walk', email: 'inv-walk@example.test', authorizations: {} },
    });
    params['/v1/collaborators/:id'] = { id: String(invited.json().id) };
    // The demo buyer of shop 1.
    params['/v1/shop-accounts/:userId/typology'] = { userId: '5' };
    await h.app.inject({ method: 'POST', url: '/v1/typologies', headers: { authorization: `Bearer ${owner}` }, payload: { shopId: 1, key: 'walk', name: 'Walk' } });
    params['/v1/typologies/:key'] = { key: 'walk' };
    // Order 1 is validated already (validating it again is harmless); order 2 is still pending, so it can be refused.
    params['/v1/orders/:orderId/refuse'] = { orderId: '2' };
    // A validated order of its own for deposits (order 1 may be invoiced by then, which ends deposits).
    const buyer = await h.tokenOf('buyer@vendange.test');
    const placed = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: { authorization: `Bearer ${buyer}` }, payload: { shopId: 1, lines: [{ productId: 1, quantity: 2 }] } });
    await h.app.inject({ method: 'PUT', url: `/v1/orders/${placed.json().id}/validate`, headers: { authorization: `Bearer ${owner}` } });
    params['/v1/orders/:id/deposit'] = { id: String(placed.json().id) };
    const toCancel = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: { authorization: `Bearer ${buyer}` }, payload: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
    await h.app.inject({ method: 'PUT', url: `/v1/orders/${toCancel.json().id}/validate`, headers: { authorization: `Bearer ${owner}` } });
    params['/v1/orders/:orderId/cancel'] = { orderId: String(toCancel.json().id) };
    const draft = await h.app.inject({ method: 'POST', url: '/v1/orders/staff', headers: { authorization: `Bearer ${owner}` }, payload: staffSale('order') });
    params['/v1/orders/:orderId/validate-draft'] = { orderId: String(draft.json().id) };
    const quote = await h.app.inject({ method: 'POST', url: '/v1/quotes', headers: { authorization: `Bearer ${owner}` }, payload: staffSale('quote') });
    params['/v1/quotes/:quoteId/send'] = { quoteId: String(quote.json().id) };
    params['/v1/quotes/:quoteId/order'] = { quoteId: String(quote.json().id) };
    params['/v1/quotes/:quoteId/pdf'] = { quoteId: String(quote.json().id) };
    // An invoice for payments to take cents of, and a payment due later to clear.
    const sale = await h.app.inject({ method: 'POST', url: '/v1/orders/staff', headers: { authorization: `Bearer ${owner}` }, payload: { ...staffSale('order'), validate: true } });
    openInvoiceId = (await h.app.inject({ method: 'POST', url: `/v1/orders/${sale.json().id}/invoice`, headers: { authorization: `Bearer ${owner}` } })).json().id;
    const scheduled = await h.app.inject({
      method: 'POST', url: '/v1/payments', headers: { authorization: `Bearer ${owner}` },
      payload: { shopId: 1, type: 'lcr', status: 'scheduled', amountCents: 1, receivedOn: '2026-12-31', allocations: [{ invoiceId: openInvoiceId, amountCents: 1 }] },
    });
    params['/v1/payments/:id/status'] = { id: String(scheduled.json().id) };
    // A transfer of 1 € of which 1 cent pays the open invoice: the rest is taken 1 cent a call.
    const overpaid = await h.app.inject({
      method: 'POST', url: '/v1/payments', headers: { authorization: `Bearer ${owner}` },
      payload: { shopId: 1, type: 'transfer', amountCents: 100, receivedOn: '2026-11-25', allocations: [{ invoiceId: openInvoiceId, amountCents: 1 }] },
    });
    params['/v1/payments/:id/allocations'] = { id: String(overpaid.json().id) };
    params['/v1/invoices/:id/reminders'] = { id: String(openInvoiceId) };
    // A credit note on a paid invoice: a credit paid back 1 cent a call.
    const creditSale = await h.app.inject({ method: 'POST', url: '/v1/orders/staff', headers: { authorization: `Bearer ${owner}` }, payload: { ...staffSale('order'), validate: true } });
    const paidInvoice = (await h.app.inject({ method: 'POST', url: `/v1/orders/${creditSale.json().id}/invoice`, headers: { authorization: `Bearer ${owner}` } })).json<{ id: number; totalTtcCents: number }>();
    await h.app.inject({
      method: 'POST', url: '/v1/payments', headers: { authorization: `Bearer ${owner}` },
      payload: { shopId: 1, type: 'cheque', amountCents: paidInvoice.totalTtcCents, receivedOn: '2026-11-25', allocations: [{ invoiceId: paidInvoice.id, amountCents: paidInvoice.totalTtcCents }] },
    });
    const creditNote = await h.app.inject({ method: 'POST', url: `/v1/invoices/${paidInvoice.id}/credit-note`, headers: { authorization: `Bearer ${owner}` }, payload: { reason: 'Walk' } });
    params['/v1/payments/credits/:id/refund'] = { id: String(creditNote.json().id) };
    // SEPA: the creditor identifier, a mandate of the client, one to revoke, a batch handed to the bank, an invoice for a new batch.
    const sepa = (method: 'POST' | 'PUT', url: string, payload: object) => h.app.inject({ method, url, headers: { authorization: `Bearer ${owner}` }, payload });
    await sepa('PUT', '/v1/shops/me/billing', { invoicePrefix: 'FA', creditPrefix: 'AV', paymentDelay: 'days30', sepaCreditorId: 'FR72ZZZ123456' });
    const invoiceFor = async () => {
      const order = await sepa('POST', '/v1/orders/staff', { ...staffSale('order'), validate: true });
      return (await h.app.inject({ method: 'POST', url: `/v1/orders/${order.json().id}/invoice`, headers: { authorization: `Bearer ${owner}` } })).json<{ id: number; clientName: string; buyerId: number | null }>();
    };
    const held = await invoiceFor();
    const mandate = await sepa('POST', '/v1/sepa/mandates', { shopId: 1, clientName: held.clientName, buyerId: held.buyerId, debtorName: held.clientName, iban: 'FR7630006000011234567890189', signedOn: '2026-01-10' });
    params['/v1/sepa/mandates/:id'] = { id: String(mandate.json().id) };
    const revocable = await sepa('POST', '/v1/sepa/mandates', { shopId: 1, clientName: 'Walk revoke', debtorName: 'Walk', iban: 'FR7630006000011234567890189', signedOn: '2026-01-10' });
    params['/v1/sepa/mandates/:id/revoke'] = { id: String(revocable.json().id) };
    const batch = await sepa('POST', '/v1/sepa/batches', { shopId: 1, collectionDate: '2099-01-05', invoiceIds: [held.id] });
    params['/v1/sepa/batches/:id/file'] = { id: String(batch.json().id) };
    params['/v1/sepa/batches/:id/status'] = { id: String(batch.json().id) };
    await h.app.inject({ method: 'POST', url: `/v1/sepa/batches/${batch.json().id}/file`, headers: { authorization: `Bearer ${owner}` } });
    sepaInvoiceId = (await invoiceFor()).id;
    // A batch made by mistake, still pending: deleted by the one collaborator let in.
    const mistaken = await sepa('POST', '/v1/sepa/batches', { shopId: 1, collectionDate: '2099-01-05', invoiceIds: [(await invoiceFor()).id] });
    params['/v1/sepa/batches/:id'] = { id: String(mistaken.json().id) };
    // Two open allocations of shop 1: one the collaborator takes, one they release.
    for (const url of ['/v1/stocks/allocations/:id/take', '/v1/stocks/allocations/:id/release']) {
      const [row] = (await h.handle.db.execute(sql`insert into stock.allocations (shop_id, format_id, product_id, label, beneficiary, quantity, deadline)
        values (1, 1, 1, 'Côtes du Rhône Les Galets · 75 cl', 'Walk', 1, '2099-01-01') returning id`)) as unknown as { id: number }[];
      params[url] = { id: String(row!.id) };
    }
    // The DRM of the month just ended (filing it is allowed once; the current month could not be filed).
    const now = new Date(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }));
    const ended = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    for (const url of ['/v1/stocks/drm/:month', '/v1/stocks/drm/:month/file', '/v1/stocks/drm/:month/csv', '/v1/stocks/drm/:month/pdf']) params[url] = { month: ended };
    const [exitDoc] = (await h.handle.db.execute(sql`insert into stock.exit_documents (shop_id, batch_id, type, number) values (1, gen_random_uuid(), 'DAE', '26FR0WALK0000000000001') returning id`)) as unknown as { id: number }[];
    params['/v1/stocks/exit-documents/:id/discharge'] = { id: String(exitDoc!.id) };
    const [capsule] = (await h.handle.db.execute(sql`insert into stock.crd_capsules (shop_id, colour, regime, genre, volume_ml) values (1, 'bleu', 'personnalise', 'tranquille', 750) returning id`)) as unknown as { id: number }[];
    walkCrd.capsuleId = capsule!.id;
    // Imports of each kind: one checked and pending (confirmed by the walk), one written (reverted by the walk).
    for (const kind of ['products', 'stock'] as const) {
      const text = kind === 'products' ? `nom;contenance;prix_ttc\nWalk import ${kind};75 cl;10\n` : walkStockCsv;
      const uploadOne = async () => {
        const file = multipartFile(Buffer.from(text), 'walk.csv', 'text/csv');
        return (await h.app.inject({ method: 'POST', url: `/v1/imports/${kind}?shopId=1`, headers: { authorization: `Bearer ${owner}`, ...file.headers }, payload: file.payload })).json<{ id: number }>().id;
      };
      params[`/v1/imports/${kind}/:id`] = { id: String(await uploadOne()) };
      params[`/v1/imports/${kind}/:id/confirm`] = { id: String(await uploadOne()) };
      const written = await uploadOne();
      await h.app.inject({ method: 'POST', url: `/v1/imports/${kind}/${written}/confirm?shopId=1`, headers: { authorization: `Bearer ${owner}` } });
      params[`/v1/imports/${kind}/:id/revert`] = { id: String(written) };
    }
    await h.settle();
    // Purchases: a supplier, a draft (read and edited), another draft (ordered), an ordered one (received).
    const ownerCall = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      (await h.app.inject({ method, url, headers: { authorization: `Bearer ${owner}` }, payload })).json<{ id: number; lines: { id: number }[] }>();
    walkPurchase.supplierId = (await ownerCall('/v1/suppliers?shopId=1', { name: 'Walk supplier' })).id;
    params['/v1/suppliers/:id'] = { id: String(walkPurchase.supplierId) };
    const purchaseDraft = (quantity: number) => ownerCall('/v1/purchases?shopId=1', { supplierId: walkPurchase.supplierId, lines: [{ formatId: 1, quantity, unitPriceCents: 500 }] });
    params['/v1/purchases/:id'] = { id: String((await purchaseDraft(2)).id) };
    params['/v1/purchases/:id/status'] = { id: String((await purchaseDraft(2)).id) };
    const received = await purchaseDraft(100_000);
    await ownerCall(`/v1/purchases/${received.id}/status?shopId=1`, { status: 'ordered' }, 'PUT');
    params['/v1/purchases/:id/receptions'] = { id: String(received.id) };
    walkPurchase.lineId = received.lines[0]!.id;
    // Samples: prepared ones (sent, cancelled by the walk), sent ones (answered, linked to an order, followed up).
    const sample = async (send: boolean) => {
      const made = await ownerCall('/v1/orders/samples', { shopId: 1, clientId: 1, lines: [{ productId: 2, formatId: 3, quantity: 1 }] });
      if (send) await ownerCall(`/v1/orders/samples/${made.id}/send?shopId=1`, {});
      return { id: String(made.id) };
    };
    params['/v1/orders/samples/:id'] = await sample(false);
    params['/v1/orders/samples/:id/send'] = await sample(false);
    params['/v1/orders/samples/:id/cancel'] = await sample(false);
    params['/v1/orders/samples/:id/answer'] = await sample(true);
    params['/v1/orders/samples/:id/order'] = await sample(true);
    params['/v1/orders/samples/:id/follow-up'] = await sample(true);
    // A sales point of shop 1 selling from its cellar-door warehouse (nothing online moves), and a ticket of it to cancel and reprint.
    const till = await ownerCall('/v1/salespoints', { shopId: 1, name: 'Walk till', warehouseId: 2, paymentTypes: ['cash', 'card'] });
    const ticket = (await h.app.inject({
      method: 'POST', url: `/v1/salespoints/${till.id}/sales?shopId=1`, headers: { authorization: `Bearer ${owner}` },
      payload: bodies['POST /v1/salespoints/:id/sales']!(),
    })).json<{ ticket: { id: number } }>().ticket;
    for (const url of ['/v1/salespoints/:id', '/v1/salespoints/:id/catalogue', '/v1/salespoints/:id/day', '/v1/salespoints/:id/sales']) params[url] = { id: String(till.id) };
    for (const url of ['/v1/salespoints/:id/tickets/:ticketId/cancel', '/v1/salespoints/:id/tickets/:ticketId/duplicate', '/v1/salespoints/:id/tickets/:ticketId/receipt', '/v1/salespoints/:id/tickets/:ticketId/receipt.pdf', '/v1/salespoints/:id/tickets/:ticketId/mail']) {
      params[url] = { id: String(till.id), ticketId: String(ticket.id) };
    }
    // Primeurs: a draft (read, edited, opened by the walk), an open campaign taking orders, one primeur order of it.
    const futureDraft = async () => String((await ownerCall('/v1/futures?shopId=1', walkFutureOffer)).id);
    params['/v1/futures/:id'] = { id: await futureDraft() };
    params['/v1/futures/:id/status'] = { id: await futureDraft() };
    const openFuture = await futureDraft();
    await ownerCall(`/v1/futures/${openFuture}/status?shopId=1`, { status: 'open' }, 'PUT');
    params['/v1/futures/:id/orders'] = { id: openFuture };
    walkFuture.offerId = Number(openFuture);
    const futureOrder = { id: String((await ownerCall(`/v1/futures/${openFuture}/orders?shopId=1`, { clientId: 1, quantity: 1 })).id) };
    for (const url of ['/v1/futures/orders/:id', '/v1/futures/orders/:id/deposit', '/v1/futures/orders/:id/formats']) params[url] = futureOrder;
    params['/v1/futures/shops/:shopId/orders/:id/formats'] = { shopId: '1', ...futureOrder };
    params['/v1/futures/:id/formats/close'] = { id: openFuture };
    // Another, its formats chosen and its campaign bottled: delivered once by the walk (then 409).
    const bottledFuture = await futureDraft();
    await ownerCall(`/v1/futures/${bottledFuture}/status?shopId=1`, { status: 'open' }, 'PUT');
    const toDeliver = String((await ownerCall(`/v1/futures/${bottledFuture}/orders?shopId=1`, { clientId: 1, quantity: 1 })).id);
    await ownerCall(`/v1/futures/orders/${toDeliver}/formats?shopId=1`, { formats: [{ formatId: 1, count: 1 }] }, 'PUT');
    await ownerCall(`/v1/futures/${bottledFuture}/status?shopId=1`, { status: 'delivered' }, 'PUT');
    params['/v1/futures/orders/:id/deliver'] = { id: toDeliver };
    // Agents: the demo agent (4) of shop 1, and a commission of theirs (an invoice of a sale they took at 10 %).
    params['/v1/agents/:id'] = { id: '4' };
    params['/v1/commissions/rates/:agentId'] = { agentId: '4' };
    await ownerCall('/v1/commissions/rates/4', { shopId: 1, defaultRateBp: 1000 }, 'PUT');
    const agentSale = await ownerCall('/v1/orders/staff', { ...staffSale('order'), validate: true, agentId: 4 });
    await ownerCall(`/v1/orders/${agentSale.id}/invoice`, {});
    const commissions = (await h.app.inject({ url: '/v1/commissions?shopId=1', headers: { authorization: `Bearer ${owner}` } })).json<{ items: { id: number }[] }>();
    params['/v1/commissions/:id/paid'] = { id: String(commissions.items[0]!.id) };
    await ownerCall('/v1/commissions/rates/4', { shopId: 1, defaultRateBp: 0 }, 'PUT');
    // CRM: a task (read, changed, then deleted by the walk), the pipeline, a stage of its own, an opportunity.
    const ownerGet = async <T>(url: string) => (await h.app.inject({ url, headers: { authorization: `Bearer ${owner}` } })).json<T>();
    walkCrm.stageIds = (await ownerGet<{ items: { id: number }[] }>('/v1/opportunities/stages?shopId=1')).items.map((s) => s.id);
    params['/v1/tasks/:id'] = { id: String((await ownerCall('/v1/tasks', { shopId: 1, title: 'Walk task', activity: 'visit', dueAt: '2099-01-01T10:00:00Z' })).id) };
    params['/v1/opportunities/stages/:id'] = { id: String((await ownerCall('/v1/opportunities/stages', { shopId: 1, name: 'Walk stage' })).id) };
    const deal = String((await ownerCall('/v1/opportunities', { shopId: 1, clientId: 1, title: 'Walk deal', amountCents: 100 })).id);
    params['/v1/opportunities/:id'] = { id: deal };
    params['/v1/opportunities/:id/move'] = { id: deal };
    // CRM clients: one the walk edits, with a contact; two to merge; a pending import.
    const walkClient = await ownerCall('/v1/clients', { shopId: 1, lastname: 'Walk client' });
    const walkContact = await ownerCall(`/v1/clients/${walkClient.id}/contacts`, { shopId: 1, lastname: 'Walk contact' });
    for (const url of ['/v1/clients/:id', '/v1/clients/:id/contacts', '/v1/clients/:id/notes']) params[url] = { id: String(walkClient.id) };
    params['/v1/clients/:id/contacts/:contactId'] = { id: String(walkClient.id), contactId: String(walkContact.id) };
    walkClients.keep = (await ownerCall('/v1/clients', { shopId: 1, lastname: 'Walk kept' })).id;
    walkClients.merge = (await ownerCall('/v1/clients', { shopId: 1, lastname: 'Walk merged' })).id;
    const walkImport = String((await ownerCall('/v1/clients/imports', { shopId: 1, fileName: 'walk.csv', content: 'nom\nWalk imported\n' })).id);
    params['/v1/clients/imports/:id'] = { id: walkImport };
    params['/v1/clients/imports/:id/confirm'] = { id: walkImport };
    // A completed import to undo (undone once, then answered the same).
    const walkReverted = (await ownerCall('/v1/clients/imports', { shopId: 1, fileName: 'walk-revert.csv', content: 'nom\nWalk reverted\n' })).id;
    await ownerCall(`/v1/clients/imports/${walkReverted}/confirm`, { shopId: 1 });
    params['/v1/clients/imports/:id/revert'] = { id: String(walkReverted) };
    walkCoverage.clientId = (await ownerCall('/v1/clients', { shopId: 1, lastname: 'Walk covered' })).id;
    queries['/v1/clients/coverage'] = `clientId=${walkCoverage.clientId}&agentId=4`;
    const walkTeam = String((await ownerCall('/v1/sales-teams', { shopId: 1, name: 'Walk team' })).id);
    for (const url of ['/v1/sales-teams/:id']) params[url] = { id: walkTeam };
    params['/v1/collaborators/presets/:id'] = { id: String((await ownerCall('/v1/collaborators/presets', { shopId: 1, name: 'Walk preset', permissions: [] })).id) };
    // Sales point 1's journal holds an entry (the verification is journalled): its archive has something to export.
    await h.app.inject({ url: '/v1/salespoints/1/journal/verify?shopId=1', headers: { authorization: `Bearer ${owner}` } });
  });
  afterAll(async () => { await h?.close(); });

  const urlOf = (route: Walked) => {
    const values = params[route.url] ?? {};
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '1');
    return `${path}${path.includes('?') ? '&' : '?'}shopId=1${queries[route.url] ? `&${queries[route.url]}` : ''}`;
  };
  const call = async (route: Walked, email: string) => {
    const fixture = bodies[`${route.method} ${route.url}`]?.();
    // A fixture is a JSON body, or { raw } for a file upload (multipart payload and its content type).
    const raw = fixture && 'raw' in fixture ? (fixture as { raw: { payload: Buffer; headers: Record<string, string> } }).raw : undefined;
    const options = {
      method: route.method as 'GET', url: urlOf(route), headers: { authorization: `Bearer ${await h.tokenOf(email)}`, ...raw?.headers },
      ...(raw ? { payload: raw.payload } : fixture ? { payload: fixture } : {}),
    };
    if (!isStream(route.url)) return h.app.inject(options);
    const res = await h.app.inject({ ...options, payloadAsStream: true });
    const stream = res.stream();
    const first = await new Promise<string>((resolve) => {
      stream.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      stream.once('end', () => resolve(''));
    });
    stream.destroy();
    return { statusCode: res.statusCode, body: first };
  };

  it('finds the routes, and none is without an access rule', () => {
    expect(walked.length).toBeGreaterThan(15);
    const missing = walked.filter((r) => ruleProblem(r.access) !== null).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without an enforceable config.access').toEqual([]);
    const noBody = walked.filter((r) => !isOpen(r.access) && r.access !== 'internal' && r.method !== 'GET' && !bodies[`${r.method} ${r.url}`]);
    expect(noBody.map((r) => `${r.method} ${r.url}`), 'mutating routes without a body fixture here').toEqual([]);
  });

  it('the owner of shop 2 gets 401/403/404 or nothing of shop 1 from every non-public route', async () => {
    for (const route of walked.filter((r) => !isOpen(r.access))) {
      const res = await call(route, 'owner2@vendange.test');
      const where = `${route.method} ${route.url} → ${res.statusCode}`;
      if (permissionsOf(route.access).length > 0) expect([403, 404], where).toContain(res.statusCode);
      const roles = rolesOnly(route.access);
      if (roles.length > 0 && !roles.includes('owner')) expect(res.statusCode, where).toBe(403);
      if (route.access === 'internal') expect(res.statusCode, where).toBe(404);
      expect(res.statusCode, where).toBeLessThan(500);
      for (const marker of SHOP1_ANY) expect(res.body, `${where} leaks "${marker}"`).not.toContain(marker);
    }
  }, WALK_TIMEOUT_MS);

  it('public routes never carry shop 1 private data', async () => {
    for (const route of walked.filter((r) => isOpen(r.access) && r.method === 'GET')) {
      const res = await h.app.inject({ url: urlOf(route) });
      for (const marker of SHOP1_PRIVATE) expect(res.body, `${route.url} leaks "${marker}"`).not.toContain(marker);
    }
  });

  it('a collaborator is refused each permission route without its right, and let through with it alone', async () => {
    const owner = await h.tokenOf('owner@vendange.test');
    const setStaff = (authorizations: Record<string, boolean>) => h.app.inject({
      method: 'PUT', url: '/v1/collaborators/3', headers: { authorization: `Bearer ${owner}` }, payload: { authorizations },
    });
    const all = (value: boolean) => Object.fromEntries(walked.flatMap((r) => permissionsOf(r.access)).map((p) => [p, value]));
    try {
      for (const route of walked.filter((r) => permissionsOf(r.access).length > 0)) {
        await setStaff(all(false));
        const denied = await call(route, 'staff@vendange.test');
        expect(denied.statusCode, `${route.method} ${route.url} without ${permissionsOf(route.access).join(' nor ')}`).toBe(403);
        // Each alternative lets the collaborator in on its own (anyOf: seeAllPrice, or createProduct); one for agents
        // only (agentScope 'only': an agent's sample with createQuote) lets no collaborator in, and is walked by the agents' tests.
        const forStaff = alternativesOf(route.access!).flatMap((a) => (isStaffRule(a) && a.agentScope !== 'only' && a.permission ? [a.permission] : []));
        for (const permission of forStaff) {
          await setStaff({ ...all(false), [permission]: true });
          const allowed = await call(route, 'staff@vendange.test');
          expect(allowed.statusCode, `${route.method} ${route.url} with ${permission}: ${allowed.body}`).toBeLessThan(300);
        }
      }
      // A route for one role refuses shop staff whatever their rights.
      await setStaff(all(true));
      for (const route of walked.filter((r) => rolesOnly(r.access).length > 0 || ownerOnly(r.access))) {
        expect((await call(route, 'staff@vendange.test')).statusCode, `${route.method} ${route.url} as a collaborator`).toBe(403);
      }
    } finally {
      // Back to the demo map (seeAllClient, createClient, seeAllProduct, seeAllStock).
      await setStaff({ ...all(false), seeAllClient: true, createClient: true, seeAllProduct: true, seeAllStock: true });
    }
  }, WALK_TIMEOUT_MS);

  it('a module turned off for shop 1 closes its routes there (403 MODULE_INACTIVE) and no other route, nor shop 2', async () => {
    const moduleOf = (r: Walked) => summaryOf(r.access).modules;
    const declared = [...new Set(walked.flatMap(moduleOf))];
    expect(declared, 'modules the server routes belong to').toEqual(expect.arrayContaining<ShopModule>(['crm', 'iam', 'salesPoint']));
    // As the shops service would on a change of its modules: write, then announce, so every process's cache drops shop 1.
    const setShop1 = async (off: ShopModule[]) => {
      const integration = Object.fromEntries(modules.map((m) => [m, { active: !off.includes(m) }]));
      await h.writeOutside(sql`update shops.shops set integration = ${JSON.stringify(integration)}::jsonb where id = 1`);
      await announceChange(h.handle.db, changeKeys.shop(1));
    };
    const closed = (res: { statusCode: number; body: string }) => res.statusCode === 403 && res.body.includes('MODULE_INACTIVE');
    /** NOTIFY reaches the listener a moment later: wait until a route of the module says what is expected. */
    const settle = async (route: Walked, expectClosed: boolean) => {
      for (let i = 0; i < 100 && closed(await call(route, 'owner@vendange.test')) !== expectClosed; i += 1) await new Promise((r) => setTimeout(r, 20));
    };
    const [shop2] = (await h.handle.db.execute(sql`select integration from shops.shops where id = 2`)) as unknown as { integration: Record<string, { active: boolean }> }[];
    const owner2 = await h.tokenOf('owner2@vendange.test');
    try {
      for (const module of declared) {
        const own = walked.filter((r) => moduleOf(r).includes(module));
        await setShop1([module]);
        await settle(own.find((r) => r.method === 'GET') ?? own[0]!, true);
        for (const route of walked.filter((r) => r.access !== 'internal')) {
          const res = await call(route, 'owner@vendange.test');
          const where = `${route.method} ${route.url} with ${module} off → ${res.statusCode} ${res.body.slice(0, 120)}`;
          if (moduleOf(route).includes(module)) {
            expect(res.statusCode, where).toBe(403);
            expect(JSON.parse(res.body), where).toMatchObject({ success: false, code: 'MODULE_INACTIVE', message: moduleInactiveMessage(module) });
          } else {
            expect(closed(res), where).toBe(false);
            expect(res.statusCode, where).toBeLessThan(500);
          }
        }
        // Modules are per shop: the owner of shop 2 (their own shop by default) keeps the module when shop 2 has it.
        for (const route of own.filter((r) => r.method === 'GET')) {
          // Path parameters filled (a literal ':id' would be refused by the params' validation, which runs before access).
          const res = await h.app.inject({ url: route.url.replace(/:(\w+)/g, '1'), headers: { authorization: `Bearer ${owner2}` } });
          expect(closed(res), `${route.url} for shop 2 (${module} ${shop2!.integration[module]?.active ? 'on' : 'off'} there)`).toBe(shop2!.integration[module]?.active !== true);
        }
      }
    } finally {
      await setShop1([]);
      const probe = walked.find((r) => r.method === 'GET' && moduleOf(r).length > 0);
      if (probe) await settle(probe, false);
    }
  }, WALK_TIMEOUT_MS);
});
