import { randomUUID } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages, type CheckoutResult, type InvoiceDetail, type OrderTransfer, type Shop } from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';
/** Shop 1's banks (demo data): the default one, and a second. */
const AGRICOLE_IBAN = 'FR7630006000011234567890189';
const MUTUEL_IBAN = 'FR7610278089000002012340115';
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

/** Spec point 3, Shop "banks": a list with one default, the default one read wherever a transfer needs a bank. */
describe.each(kinds)("a shop's banks (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const shopAs = async (email = OWNER) => (await h.app.inject({ url: '/v1/shops/me', headers: await auth(email) })).json<Shop>();
  const putBanks = async (banks: object[]) => {
    const { sales } = await shopAs();
    return h.app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: await auth(OWNER), payload: { ...sales, banks } });
  };
  /** A transfer order at shop 1, as the buyer checks out. */
  const transferOrder = async () => {
    const res = await h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await auth(BUYER),
      payload: {
        checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType: 'transfer' }],
        deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CheckoutResult>().orders[0]!;
  };
  const transferOf = async (orderId: number) => (await h.app.inject({ url: `/v1/orders/${orderId}/transfer`, headers: await auth(BUYER) })).json<OrderTransfer>();
  /** The invoice of a new validated transfer order: its seller's bank, and the IBAN its Factur-X file says to pay to. */
  const invoicedBank = async () => {
    const order = await transferOrder();
    expect((await h.app.inject({ method: 'PUT', url: `/v1/orders/${order.id}/validate`, headers: await auth(OWNER) })).statusCode).toBe(200);
    const issued = await h.app.inject({ method: 'POST', url: `/v1/orders/${order.id}/invoice`, headers: await auth(OWNER) });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json<InvoiceDetail>();
    const pdf = await PDFDocument.load((await h.app.inject({ url: `/v1/invoices/${invoice.id}/pdf`, headers: await auth(OWNER) })).rawPayload);
    const xml = Buffer.from(pdf.getAttachments().find((a) => a.name === 'factur-x.xml')!.data).toString('utf8');
    return { bank: invoice.seller.bank, facturXIban: /<ram:IBANID>([A-Z0-9]+)<\/ram:IBANID>/.exec(xml)?.[1] };
  };

  it('seeds demo shop 1 with two banks, the first the default one, and bank as that default', async () => {
    const { sales } = await shopAs();
    expect(sales.banks.map((b) => [b.id, b.iban, b.isDefault])).toEqual([['credit-agricole', AGRICOLE_IBAN, true], ['credit-mutuel', MUTUEL_IBAN, false]]);
    expect(sales.bank).toEqual({ holder: 'EARL Domaine des Coteaux', iban: AGRICOLE_IBAN, bic: 'AGRIFRPP' });
  });

  it('keeps the banks saved, gives a new one an id from its name; transfers and invoices go to the default one, and follow it', async () => {
    const { sales } = await shopAs();
    const [agricole, mutuel] = [sales.banks[0]!, sales.banks[1]!];
    const saved = await putBanks([
      { ...agricole, isDefault: false }, { ...mutuel, isDefault: true },
      { name: 'La Banque Postale', holder: 'EARL Domaine des Coteaux', iban: 'fr76 2004 1010 0505 0001 3m02 606', bic: 'psstfrppmar', isDefault: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await shopAs()).sales;
    expect(read.banks.map((b) => [b.id, b.name, b.iban, b.isDefault])).toEqual([
      ['credit-agricole', 'Crédit Agricole Alpes Provence', AGRICOLE_IBAN, false],
      ['credit-mutuel', 'Crédit Mutuel Vaison-la-Romaine', MUTUEL_IBAN, true],
      ['la-banque-postale', 'La Banque Postale', 'FR7620041010050500013M02606', false],
    ]);
    expect(read.bank?.iban).toBe(MUTUEL_IBAN);

    const placed = await transferOrder();
    expect(placed.transfer).toMatchObject({ iban: MUTUEL_IBAN, bic: 'CMCIFR2A' });
    expect((await transferOf(placed.id)).iban).toBe(MUTUEL_IBAN);
    expect(await invoicedBank()).toEqual({ bank: { holder: 'EARL Domaine des Coteaux', iban: MUTUEL_IBAN, bic: 'CMCIFR2A' }, facturXIban: MUTUEL_IBAN });

    // Back to the first one as default: new orders and invoices follow, and so do the details of a transfer still awaited.
    expect((await putBanks(read.banks.map((b) => ({ ...b, isDefault: b.id === 'credit-agricole' })))).statusCode).toBe(200);
    expect((await transferOrder()).transfer?.iban).toBe(AGRICOLE_IBAN);
    expect((await transferOf(placed.id)).iban).toBe(AGRICOLE_IBAN);
    expect((await invoicedBank()).facturXIban).toBe(AGRICOLE_IBAN);
  });

  it('refuses, in French and naming the field, two defaults, no default, the same IBAN twice, transfer without a bank', async () => {
    const { sales } = await shopAs();
    const [agricole, mutuel] = [sales.banks[0]!, sales.banks[1]!];
    const refusal = async (banks: object[], paymentsList = sales.paymentsList) => {
      const res = await h.app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: await auth(OWNER), payload: { ...sales, paymentsList, banks } });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await refusal([agricole, { ...mutuel, isDefault: true }]))
      .toBe('Une seule banque peut être la banque par défaut. (banks.1.isDefault)');
    expect(await refusal([{ ...agricole, isDefault: false }, { ...mutuel, isDefault: false }])).toBe('Choisissez la banque par défaut. (banks)');
    expect(await refusal([agricole, { ...mutuel, iban: agricole.iban.replace(/(.{4})/g, '$1 ') }])).toBe(`${bankMessages.sameIban} (banks.1.iban)`);
    expect(await refusal([], ['transfer'])).toBe('Renseignez vos coordonnées bancaires pour proposer le virement. (banks)');
    // Nothing was saved.
    expect((await shopAs()).sales.banks).toEqual(sales.banks);
  });

  it('shows the banks only with seeAllPayment, never to buyers', async () => {
    for (const email of ['staff@vendange.test', 'agent@vendange.test']) {
      const res = await h.app.inject({ url: '/v1/shops/me', headers: await auth(email) });
      expect(res.json<Shop>().sales, email).toMatchObject({ banks: [], bank: null });
      expect(res.body).not.toContain(AGRICOLE_IBAN);
      expect(res.body).not.toContain(MUTUEL_IBAN);
    }
    const pub = await h.app.inject({ url: '/v1/shops/1' });
    expect(pub.json<{ sales: object }>().sales).not.toHaveProperty('banks');
    expect(pub.json<{ sales: object }>().sales).not.toHaveProperty('bank');
    expect(pub.body).not.toContain(AGRICOLE_IBAN);
  });

  it('reads rules saved with one bank, before shops had several, as a one-bank list, its default used for transfers', async () => {
    await h.writeOutside(sql`update shops.shops set sales = (sales - 'banks') || jsonb_build_object('bank', jsonb_build_object('holder', 'EARL Ancienne', 'iban', ${MUTUEL_IBAN}::text, 'bic', 'CMCIFR2A')) where id = 1`);
    const { sales } = await shopAs();
    expect(sales.banks).toEqual([{ id: 'banque-principale', name: 'Banque principale', holder: 'EARL Ancienne', iban: MUTUEL_IBAN, bic: 'CMCIFR2A', isDefault: true }]);
    expect((await transferOrder()).transfer).toMatchObject({ holder: 'EARL Ancienne', iban: MUTUEL_IBAN });
    // Saved back as read, the list is what is stored from then on.
    expect((await putBanks(sales.banks)).statusCode).toBe(200);
    const [row] = await h.handle.db.execute(sql`select sales ? 'bank' as legacy, sales -> 'banks' -> 0 ->> 'id' as id from shops.shops where id = 1`) as unknown as Array<{ legacy: boolean; id: string }>;
    expect(row).toEqual({ legacy: false, id: 'banque-principale' });
  });
});
