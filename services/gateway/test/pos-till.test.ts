import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Movement, ProductDetail, SaleDetail, SalesPoint, SalesPointDay, Receipt, TillCatalogue, TillSaleResult } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
/** Shop 1's « Caveau de vente »: a duty-paid warehouse that does not sell online. */
const CAVEAU = 2;

/** Issue 21 (first half): sales points and the till, a sale across pos, orders and stock, once per key. */
describe.each(kinds)('cash register: sales points and till (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const refused = async (method: 'GET' | 'POST' | 'PUT', url: string, payload: object | undefined, status: number, email = OWNER) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ code: string; message: string }>();
  };
  const point = (over: object = {}) => ({
    shopId: 1, name: 'Caveau — caisse 1', warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash', 'card', 'cheque'],
    receiptHeader: 'Dégustation offerte\nOuvert 7j/7', displayDevice: '/dev/ttyUSB0', ...over,
  });
  /** A wine of its own at 15 € excl. VAT (18 € incl.), 24 bottles bought into the caveau; the first one has an EAN. */
  const caveauWine = async (name: string, gtin?: string) => {
    const product = await ok<ProductDetail>('POST', '/v1/products', {
      shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, ...(gtin ? { gtin } : {}) }],
    }, 201);
    const formatId = product.formats[0]!.id!;
    await ok('POST', '/v1/stocks/movements?shopId=1', { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 24 }] }, 201);
    await h.settle();
    return { productId: product.id, formatId };
  };
  const caveauMoves = async (formatId: number) =>
    (await ok<{ items: Movement[] }>('GET', `/v1/stocks/movements?shopId=1&formatId=${formatId}&warehouseId=${CAVEAU}`)).items
      .filter((m) => m.reason !== 'purchase').map((m) => [m.reason, m.quantity]);

  it('creates and edits a sales point; staff without the right, another shop and bad input are refused in French', async () => {
    const created = await ok<SalesPoint>('POST', '/v1/salespoints', point(), 201);
    expect(created).toMatchObject({ shopId: 1, warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash', 'card', 'cheque'], lastTicketNumber: 0, active: true });
    const edited = await ok<SalesPoint>('PUT', `/v1/salespoints/${created.id}`, point({ name: 'Caveau', paymentTypes: ['cash', 'card'], displayDevice: null }));
    expect(edited).toMatchObject({ name: 'Caveau', paymentTypes: ['cash', 'card'], displayDevice: null });
    expect(await ok<SalesPoint>('GET', `/v1/salespoints/${created.id}?shopId=1`)).toEqual(edited);
    const options = await ok<{ warehouses: Array<{ id: number }>; priceLists: string[] }>('GET', '/v1/salespoints/options?shopId=1');
    expect(options.warehouses.map((w) => w.id)).toContain(CAVEAU);
    expect(options.priceLists).toContain('particulier');

    expect((await refused('POST', '/v1/salespoints', point({ paymentTypes: [] }), 400)).message).toMatch(new RegExp(`^${'Choisissez au moins un moyen de paiement accepté.'}`));
    expect((await refused('POST', '/v1/salespoints', point({ name: ' ' }), 400)).message).toMatch(new RegExp(`^${'Donnez un nom au point de vente.'}`));
    expect((await refused('POST', '/v1/salespoints', point({ displayDevice: 'imprimante' }), 400)).message).toMatch(new RegExp(`^${'Indiquez un périphérique série comme /dev/ttyUSB0 ou COM3.'}`));
    expect((await refused('POST', '/v1/salespoints', point({ warehouseId: 9999 }), 400)).message).toBe("Cet entrepôt n'existe pas dans votre boutique : choisissez-en un de la liste.");
    expect((await refused('POST', '/v1/salespoints', point({ priceList: 'inconnu' }), 400)).message).toBe("Ce tarif n'existe pas dans votre boutique : choisissez-en un de la liste.");

    // Staff of shop 1 without createOrderSalesPoint.
    await refused('GET', '/v1/salespoints?shopId=1', undefined, 403, 'staff@vendange.test');
    await refused('POST', '/v1/salespoints', point(), 403, 'staff@vendange.test');
    // Shop 2's owner: shop 1 is not theirs; their own shop has the cash register off.
    await refused('GET', `/v1/salespoints/${created.id}?shopId=1`, undefined, 403, 'owner2@vendange.test');
    await refused('PUT', `/v1/salespoints/${created.id}`, point(), 403, 'owner2@vendange.test');
    expect((await refused('GET', `/v1/salespoints/${created.id}?shopId=2`, undefined, 403, 'owner2@vendange.test')).code).toBe('MODULE_INACTIVE');
  });

  it('sells three bottles part card part cash with change: a cashRegister order, paid, out of the caveau, journalled; the same key twice is one sale', async () => {
    const { productId, formatId } = await caveauWine('Cuvée du Caveau', '3760000000017');
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — vente' }), 201);
    const catalogue = await ok<TillCatalogue>('GET', `/v1/salespoints/${sp.id}/catalogue?shopId=1`);
    const item = catalogue.items.find((i) => i.formatId === formatId)!;
    expect(item).toMatchObject({ productId, unitTtcCents: 1800, vatRate: '20', gtin: '03760000000017' });

    const key = randomUUID();
    const sale = {
      key, soldAt: new Date().toISOString(), lines: [{ productId, formatId, quantity: 3, unitTtcCents: item.unitTtcCents }],
      payments: [{ type: 'card', amountCents: 2000 }, { type: 'cash', amountCents: 4000 }],
    };
    const first = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, sale, 201);
    expect(first.created).toBe(true);
    expect(first.ticket).toMatchObject({
      number: 1, kind: 'sale', totalTtcCents: 5400, vatCents: 900, totalHtCents: 4500, tenderedCents: 6000, changeCents: 600,
      payments: [{ type: 'card', amountCents: 2000 }, { type: 'cash', amountCents: 3400 }], vatLines: [{ rate: '20', ttcCents: 5400, vatCents: 900, htCents: 4500 }],
    });
    // Sent again (a lost answer, an offline replay): the same ticket, nothing more.
    const replay = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, sale, 200);
    expect(replay).toEqual({ created: false, ticket: first.ticket });
    // Two at once with a new key: one ticket.
    const twice = { ...sale, key: randomUUID(), payments: [{ type: 'card', amountCents: 5400 }] };
    const both = await Promise.all([call('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, twice), call('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, twice)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<TillSaleResult>().ticket.id)).size).toBe(1);
    const [counted] = (await h.handle.db.execute(sql`select count(*)::int as n from orders.orders where checkout_id in (${`till:${key}`}, ${`till:${twice.key}`})`)) as unknown as { n: number }[];
    expect(counted!.n).toBe(2);

    const order = await ok<SaleDetail>('GET', `/v1/orders/${first.ticket.orderId}?shopId=1`);
    expect(order).toMatchObject({ channel: 'cashRegister', status: 'validated', totalTtcCents: 5400 });
    const [paid] = (await h.handle.db.execute(sql`select payment_status, payment_type from orders.orders where id = ${first.ticket.orderId}`)) as unknown as { payment_status: string; payment_type: string }[];
    expect(paid).toEqual({ payment_status: 'paid', payment_type: 'cash' });
    await h.settle();
    expect(await caveauMoves(formatId)).toEqual([['sale', -3], ['sale', -3]]);

    const [entries] = (await h.handle.db.execute(sql`select count(*)::int as n from pos.journal_entries where sales_point_id = ${sp.id} and kind = 'ticket'`)) as unknown as { n: number }[];
    expect(entries!.n).toBe(2);
    const day = await ok<SalesPointDay>('GET', `/v1/salespoints/${sp.id}/day?shopId=1`);
    expect(day).toMatchObject({ sales: 2, cancellations: 0, totalTtcCents: 10800 });
    expect(day.byPayment).toEqual([{ type: 'card', amountCents: 7400 }, { type: 'cash', amountCents: 3400 }]);
  });

  it('prices the till at a chosen client\'s price list (their typology), the sale and its order at those prices, the receipt naming the client', async () => {
    const created = await ok<ProductDetail>('POST', '/v1/products', {
      shopId: 1, productType: 'bottle', name: 'Cuvée des Cavistes', status: 'online',
      formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500, typologies: { caviste: { visible: true, priceCents: 1200 } } }],
    }, 201);
    const formatId = created.formats[0]!.id!;
    const client = await ok<{ id: number }>('POST', '/v1/clients', { shopId: 1, isPro: true, businessName: `Cave du Port ${Date.now()}`, typology: 'caviste', email: 'cave.port@example.test' }, 201);
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — clients' }), 201);
    const atPoint = await ok<TillCatalogue>('GET', `/v1/salespoints/${sp.id}/catalogue?shopId=1`);
    const atClient = await ok<TillCatalogue>('GET', `/v1/salespoints/${sp.id}/catalogue?shopId=1&clientId=${client.id}`);
    // 15 € excl. VAT at the sales point's list (particulier), 12 € for a caviste: 18,00 € and 14,40 € incl. VAT.
    expect([atPoint.priceList, atPoint.items.find((i) => i.formatId === formatId)?.unitTtcCents]).toEqual(['particulier', 1800]);
    expect([atClient.priceList, atClient.items.find((i) => i.formatId === formatId)?.unitTtcCents]).toEqual(['caviste', 1440]);

    const sold = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, {
      key: randomUUID(), soldAt: new Date().toISOString(), clientId: client.id,
      lines: [{ productId: created.id, formatId, quantity: 2, unitTtcCents: 1440 }], payments: [{ type: 'card', amountCents: 2880 }],
    }, 201);
    expect(sold.ticket).toMatchObject({ clientId: client.id, totalTtcCents: 2880, vatCents: 480 });
    const order = await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`);
    expect(order).toMatchObject({ channel: 'cashRegister', totalTtcCents: 2880 });
    expect(order.clientName).toMatch(/^Cave du Port/);
    const receipt = await ok<Receipt>('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt?shopId=1`);
    expect(receipt.ticket.clientName).toMatch(/^Cave du Port/);
    // The invoice on request, from the ticket: the order's invoice, for the client.
    const invoice = await ok<{ clientName: string; totalTtcCents: number }>('POST', `/v1/orders/${sold.ticket.orderId}/invoice`, undefined, 201);
    expect(invoice.totalTtcCents).toBe(2880);

    // Another shop's client, or none, is refused in French.
    expect((await refused('GET', `/v1/salespoints/${sp.id}/catalogue?shopId=1&clientId=999999`, undefined, 400)).message)
      .toBe("Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");
  });

  it('invoices a ticket sold to a passer-by in the name of the client who asks for it afterwards, once, and only a client of the shop', async () => {
    const { productId, formatId } = await caveauWine('Cuvée Facture Après');
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — facture après' }), 201);
    const sold = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, {
      key: randomUUID(), soldAt: new Date().toISOString(), clientId: null,
      lines: [{ productId, formatId, quantity: 1, unitTtcCents: 1800 }], payments: [{ type: 'cash', amountCents: 1800 }],
    }, 201);
    expect(sold.ticket.clientId).toBeNull();
    const url = `/v1/orders/${sold.ticket.orderId}/invoice`;
    const mine = await ok<{ id: number }>('POST', '/v1/clients', { shopId: 1, isPro: true, businessName: `Hôtel du Lac ${Date.now()}`, email: 'lac@example.test' }, 201);
    const other = await ok<{ id: number }>('POST', '/v1/clients', { shopId: 1, isPro: false, firstname: 'Paul', lastname: `Autre ${Date.now()}` }, 201);
    // Another shop's client is unknown here, and the order stays without a client.
    const otherShop = await h.handle.db.execute(sql`select id from crm.clients where shop_id = 2 limit 1`) as unknown as Array<{ id: number }>;
    expect((await refused('POST', url, { clientId: otherShop[0]!.id }, 400)).message).toBe("Ce client n'existe pas dans votre fichier clients : choisissez-en un autre.");
    expect((await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`)).clientName).toMatch(/^Vente en caisse/);

    const invoice = await ok<{ id: number; clientName: string; totalTtcCents: number }>('POST', url, { clientId: mine.id }, 201);
    expect(invoice.clientName).toMatch(/^Hôtel du Lac/);
    expect(invoice.totalTtcCents).toBe(1800);
    // Asked again: the same invoice; for someone else: refused, the invoice keeps its client.
    expect((await ok<{ id: number }>('POST', url, { clientId: mine.id })).id).toBe(invoice.id);
    expect((await refused('POST', url, { clientId: other.id }, 409)).message).toBe('Cette commande a déjà son client : sa facture est établie à son nom.');
    // The ticket is as it was sold (the journal keeps it); the order names the client.
    expect((await ok<Receipt>('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt?shopId=1`)).ticket.clientId).toBeNull();
    expect((await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`)).clientName).toMatch(/^Hôtel du Lac/);
    // Invoiced, the sale is undone by a credit note, not by cancelling the ticket: nothing is cancelled nor journalled.
    const cancel = `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/cancel?shopId=1`;
    expect((await refused('POST', cancel, { key: randomUUID(), reason: 'Retour client' }, 409)).message).toMatch(/^Cette vente a sa facture : faites un avoir/);
    expect((await ok<Receipt>('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt?shopId=1`)).ticket.cancelledByTicketId).toBeNull();
    expect((await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`)).status).toBe('invoiced');
  });

  it('the till\'s quick client: a seller without createClient is refused by the CRM, with it the passer-by becomes a client and their invoice bears their name', async () => {
    const { productId, formatId } = await caveauWine('Cuvée Client Minute');
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — client minute' }), 201);
    const STAFF = 'staff@vendange.test';
    const before = await ok<{ authorizations: Record<string, boolean> }>('GET', '/v1/collaborators/3?shopId=1');
    const setStaff = async (authorizations: Record<string, boolean>) => {
      const res = await call('PUT', '/v1/collaborators/3', { authorizations });
      expect(res.statusCode, res.body).toBe(200);
    };
    try {
      // A seller at the cellar door: sells, reads clients and invoices, but does not create clients.
      await setStaff({ createOrderSalesPoint: true, seeAllClient: true, billOrder: true, seeAllOrder: true, createClient: false });
      const res = await call('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, {
        key: randomUUID(), soldAt: new Date().toISOString(), clientId: null,
        lines: [{ productId, formatId, quantity: 1, unitTtcCents: 1800 }], payments: [{ type: 'card', amountCents: 1800 }],
      }, STAFF);
      expect(res.statusCode, res.body).toBe(201);
      const sold = res.json<TillSaleResult>();
      // The form the till sends (quick-client-form.ts): a private client, a name and an e-mail.
      const quick = { shopId: 1, isPro: false, pipe: 'client', firstname: 'Jeanne', lastname: `Passante ${Date.now()}`, businessName: '', siret: '', siren: '', nic: '', vatNumber: '', typology: '', email: `passante.${Date.now()}@example.test`, phone: '' };
      expect((await refused('POST', '/v1/clients', quick, 403, STAFF)).code).toBe('FORBIDDEN');

      await setStaff({ createClient: true });
      const created = await call('POST', '/v1/clients', quick, STAFF);
      expect(created.statusCode, created.body).toBe(201);
      const client = created.json<{ id: number; name: string; pipe: string; source: string }>();
      expect(client).toMatchObject({ name: `Jeanne ${quick.lastname}`, pipe: 'client', source: 'staff' });
      // Its e-mail is now taken in the shop's file: the same form again is refused in French (under the e-mail).
      expect((await refused('POST', '/v1/clients', quick, 409, STAFF)).message).toBe('Un autre client de votre fichier a déjà cette adresse e-mail : ouvrez sa fiche ou fusionnez-les.');
      // A professional: the shared rules check the SIRET's key.
      expect((await refused('POST', '/v1/clients', { ...quick, isPro: true, businessName: 'Cave Minute', lastname: '', siret: '73282932000075', email: `pro.${Date.now()}@example.test` }, 400, STAFF)).message)
        .toMatch(/^Ce SIRET n’existe pas/);

      const invoice = await call('POST', `/v1/orders/${sold.ticket.orderId}/invoice`, { clientId: client.id }, STAFF);
      expect(invoice.statusCode, invoice.body).toBe(201);
      expect(invoice.json<{ clientName: string }>().clientName).toBe(client.name);
    } finally {
      await setStaff(before.authorizations);
    }
  });

  it('sells the sales point\'s gift wrapping as a line of the ticket, the order and the journal, with no stock; refused where none is offered', async () => {
    const { productId, formatId } = await caveauWine('Cuvée Emballée');
    const wrapping = { name: 'Emballage cadeau', priceTtcCents: 250, vatRate: '20' };
    expect((await refused('POST', '/v1/salespoints', point({ wrapping: { ...wrapping, vatRate: '7' } }), 400)).message).toMatch(/^Choisissez le taux de TVA de l’emballage/);
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — emballage', wrapping }), 201);
    expect(sp.wrapping).toEqual(wrapping);
    const sold = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, {
      key: randomUUID(), soldAt: new Date().toISOString(), lines: [{ productId, formatId, quantity: 1, unitTtcCents: 1800 }],
      wrapping: { quantity: 2, unitTtcCents: 250 }, payments: [{ type: 'cash', amountCents: 2300 }],
    }, 201);
    expect(sold.ticket).toMatchObject({ totalTtcCents: 2300, vatLines: [{ rate: '20', ttcCents: 2300, vatCents: 383, htCents: 1917 }] });
    expect(sold.ticket.lines.map((l) => [l.productId, l.label, l.quantity, l.lineTtcCents])).toEqual([[productId, 'Cuvée Emballée · 75 cl', 1, 1800], [0, 'Emballage cadeau', 2, 500]]);
    const order = await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`);
    expect(order.totalTtcCents).toBe(2300);
    const orderLines = (await h.handle.db.execute(sql`select label, quantity, line_ttc_cents from orders.order_lines where order_id = ${sold.ticket.orderId} order by id`)) as unknown as unknown[];
    expect(orderLines).toEqual([{ label: 'Cuvée Emballée · 75 cl', quantity: 1, line_ttc_cents: 1800 }, { label: 'Emballage cadeau', quantity: 2, line_ttc_cents: 500 }]);
    await h.settle();
    expect(await caveauMoves(formatId)).toEqual([['sale', -1]]);
    const [journalled] = (await h.handle.db.execute(sql`select payload from pos.journal_entries where sales_point_id = ${sp.id} and kind = 'ticket'`)) as unknown as { payload: unknown }[];
    expect(JSON.stringify(journalled!.payload)).toContain('Emballage cadeau');
    // Cancelled: the wine comes back, the wrapping moves nothing.
    await ok('POST', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/cancel?shopId=1`, { key: randomUUID(), reason: 'Erreur' }, 201);
    await h.settle();
    expect((await caveauMoves(formatId)).sort()).toEqual([['return', 1], ['sale', -1]]);

    const bare = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — sans emballage' }), 201);
    expect(bare.wrapping).toBeNull();
    expect((await refused('POST', `/v1/salespoints/${bare.id}/sales?shopId=1`, {
      key: randomUUID(), soldAt: new Date().toISOString(), lines: [{ productId, formatId, quantity: 1, unitTtcCents: 1800 }], wrapping: { quantity: 1, unitTtcCents: 250 }, payments: [{ type: 'cash', amountCents: 2050 }],
    }, 400)).message).toBe("Ce point de vente ne propose pas d'emballage cadeau : retirez-le du ticket.");
  });

  it('refuses a sale that does not add up, a payment type not accepted, a discount without reason, in French', async () => {
    const { productId, formatId } = await caveauWine('Cuvée Refus');
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — refus', paymentTypes: ['cash', 'card'] }), 201);
    const line = { productId, formatId, quantity: 1, unitTtcCents: 1800 };
    const url = `/v1/salespoints/${sp.id}/sales?shopId=1`;
    const base = { soldAt: new Date().toISOString(), lines: [line] };
    expect((await refused('POST', url, { ...base, key: randomUUID(), payments: [{ type: 'card', amountCents: 1000 }] }, 400)).message).toBe('Il manque 8,00 € : complétez le paiement.');
    expect((await refused('POST', url, { ...base, key: randomUUID(), payments: [{ type: 'card', amountCents: 2000 }] }, 400)).message)
      .toBe('La monnaie ne se rend que sur les espèces : le paiement par carte ou autre doit être exact.');
    expect((await refused('POST', url, { ...base, key: randomUUID(), payments: [{ type: 'cheque', amountCents: 1800 }] }, 400)).message)
      .toBe("« Chèque » n'est pas accepté à ce point de vente : choisissez un autre moyen de paiement.");
    expect((await refused('POST', url, { ...base, key: randomUUID(), lines: [{ ...line, discountPercent: '10' }], payments: [{ type: 'cash', amountCents: 1620 }] }, 400)).message)
      .toMatch(new RegExp(`^${'Indiquez la raison du prix ou de la remise accordée.'}`));
    expect((await refused('POST', url, { ...base, key: 'pas-une-cle', payments: [{ type: 'cash', amountCents: 1800 }] }, 400)).message).toMatch(new RegExp(`^${'La clé de la vente doit être un UUID.'}`));
    // Line and ticket discounts with their reasons, and a tip by card.
    const done = await ok<TillSaleResult>('POST', url, {
      ...base, key: randomUUID(), lines: [{ ...line, quantity: 2, discountPercent: '10', reason: 'Client fidèle' }], ticketDiscountPercent: '5', ticketDiscountReason: 'Salon',
      tipsCents: 200, payments: [{ type: 'card', amountCents: 3278 }],
    }, 201);
    // 2 × 18 = 36, −10 % = 32,40, −5 % = 30,78; + 2 € tip.
    expect(done.ticket).toMatchObject({ totalTtcCents: 3078, tipsCents: 200, changeCents: 0, discountCents: 522 });
    // Staff without the right, and another shop, cannot sell here.
    await refused('POST', url, { ...base, key: randomUUID(), payments: [{ type: 'cash', amountCents: 1800 }] }, 403, 'staff@vendange.test');
    await refused('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, { ...base, key: randomUUID(), payments: [{ type: 'cash', amountCents: 1800 }] }, 403, 'owner2@vendange.test');
  });

  it('cancels a ticket with a negative cancellation ticket: the order cancelled, the bottles back, once; receipts and duplicates', async () => {
    const { productId, formatId } = await caveauWine('Cuvée Annulée');
    const sp = await ok<SalesPoint>('POST', '/v1/salespoints', point({ name: 'Caveau — annulation' }), 201);
    const sold = await ok<TillSaleResult>('POST', `/v1/salespoints/${sp.id}/sales?shopId=1`, {
      key: randomUUID(), soldAt: new Date().toISOString(), lines: [{ productId, formatId, quantity: 2, unitTtcCents: 1800 }], payments: [{ type: 'cash', amountCents: 3600 }],
    }, 201);
    const cancelKey = randomUUID();
    const url = `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/cancel?shopId=1`;
    expect((await refused('POST', url, { key: cancelKey, reason: ' ' }, 400)).message).toMatch(new RegExp(`^${'Indiquez la raison de l’annulation.'}`));
    const cancelled = await ok<TillSaleResult>('POST', url, { key: cancelKey, reason: 'Erreur de saisie' }, 201);
    expect(cancelled.ticket).toMatchObject({ number: 2, kind: 'cancellation', cancelsTicketId: sold.ticket.id, totalTtcCents: -3600, payments: [{ type: 'cash', amountCents: -3600 }] });
    expect(cancelled.ticket.lines[0]).toMatchObject({ quantity: -2, lineTtcCents: -3600 });
    expect(await ok<TillSaleResult>('POST', url, { key: cancelKey, reason: 'Erreur de saisie' })).toEqual({ created: false, ticket: cancelled.ticket });
    expect((await refused('POST', url, { key: randomUUID(), reason: 'Encore' }, 409)).message).toBe('Ce ticket est déjà annulé.');
    expect((await ok<SaleDetail>('GET', `/v1/orders/${sold.ticket.orderId}?shopId=1`)).status).toBe('cancelled');
    await h.settle();
    expect(await caveauMoves(formatId)).toEqual(expect.arrayContaining([['sale', -2], ['return', 2]]));
    const day = await ok<SalesPointDay>('GET', `/v1/salespoints/${sp.id}/day?shopId=1`);
    expect(day).toMatchObject({ sales: 1, cancellations: 1, totalTtcCents: 0 });

    const receipt = await ok<Receipt>('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt?shopId=1`);
    expect(receipt).toMatchObject({ reference: `T${sp.id}-000001`, seller: { name: 'EARL Domaine des Coteaux' }, header: 'Dégustation offerte\nOuvert 7j/7' });
    const pdf = await call('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt.pdf?shopId=1`);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    await refused('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt.pdf?shopId=1&copy=1`, undefined, 409);
    const dup = await ok<{ copy: number }>('POST', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/duplicate?shopId=1`, undefined, 201);
    expect(dup.copy).toBe(1);
    expect((await call('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt.pdf?shopId=1&copy=1`)).statusCode).toBe(200);
    const kinds = (await h.handle.db.execute(sql`select kind from pos.journal_entries where sales_point_id = ${sp.id} order by sequence`)) as unknown as { kind: string }[];
    expect(kinds.map((k) => k.kind)).toEqual(['ticket', 'cancellation', 'duplicate']);
    // Mailed with its PDF, through the outbox.
    expect((await refused('POST', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/mail?shopId=1`, { email: 'pas une adresse' }, 400)).message).toMatch(/^Adresse e-mail invalide/);
    expect(await ok('POST', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/mail?shopId=1`, { email: 'visiteur@example.test' }, 202)).toEqual({ queued: true });
    await h.settle();
    const mail = h.mails().find((m) => m.to === 'visiteur@example.test');
    expect(mail?.subject).toBe('EARL Domaine des Coteaux — Ticket n°1 (36,00 €)');
    expect(mail?.text).toContain('TOTAL TTC  36,00 €');
    // Another shop's owner sees none of it.
    await refused('GET', `/v1/salespoints/${sp.id}/tickets/${sold.ticket.id}/receipt?shopId=1`, undefined, 403, 'owner2@vendange.test');
  });
});
