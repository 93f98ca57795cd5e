import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, OrderDetail, OrderTransfer } from '@vendange/contracts';
import { jobIdOf } from '@vendange/service-kit';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();

const BUYER = 'buyer@vendange.test';
const OWNER = 'owner@vendange.test';
/** Shop 1's contact address (demo data): where its new orders are mailed. */
const SHOP_MAIL = 'contact@coteaux.test';
const address = { firstname: 'Sophie', lastname: 'Leroy', street: '8 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' };

/** Issue 15, items 3 and 4: the mails of an order's life, through the queue, in the buyer's language, with what a transfer needs. */
describe.each(kinds)('order mails and transfer details (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const auth = async (email: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${await h.tokenOf(email)}`, ...extra });
  /** One transfer order at shop 1, placed by the buyer whose browser sends `headers`. */
  const checkoutTransfer = async (headers: Record<string, string>, paymentType = 'transfer') => {
    const res = await h.app.inject({
      method: 'POST', url: '/v1/orders/checkout', headers: await auth(BUYER, headers),
      payload: {
        checkoutId: randomUUID(), orders: [{ seller: { id: 1 }, products: [{ id: 1, quantity: 2 }], shipping: { type: 'colissimo', ref: 'domicile' }, paymentType }],
        deliveryAddress: address, billingAddress: null, phone: '06 56 78 90 12', cguAccepted: true, card: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CheckoutResult>().orders[0]!;
  };
  const mailsAbout = (to: string, reference: string) => h.mails().filter((m) => m.to === to && m.subject.includes(reference));
  const transferOf = async (id: number, email = BUYER) => h.app.inject({ url: `/v1/orders/${id}/transfer`, headers: await auth(email) });
  const refuse = async (id: number, payload: object) => h.app.inject({ method: 'PUT', url: `/v1/orders/${id}/refuse`, headers: await auth(OWNER), payload });
  const validate = async (id: number) => h.app.inject({ method: 'PUT', url: `/v1/orders/${id}/validate`, headers: await auth(OWNER) });

  it('mails an English-speaking buyer the confirmation with the bank details and the reference, and the shop its new order in French', async () => {
    const placed = await checkoutTransfer({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(placed.transfer).toMatchObject({ holder: 'EARL Domaine des Coteaux', bic: 'AGRIFRPP' });
    await h.settle();

    const toBuyer = mailsAbout(BUYER, placed.reference);
    expect(toBuyer.map((m) => m.subject)).toEqual([`Your order ${placed.reference} has been received`]);
    const text = toBuyer[0]!.text;
    expect(text).toContain('Hello Sophie,');
    expect(text).toContain('Account holder: EARL Domaine des Coteaux');
    expect(text).toContain(`IBAN: ${placed.transfer!.iban.replace(/(.{4})/g, '$1 ').trim()}`);
    expect(text).toContain(`Reference to quote: ${placed.reference}`);
    expect(text).toMatch(/Total incl\. VAT: €\d/);
    expect(text).toContain(`/dashboard/orders/${placed.id}`);

    const toShop = mailsAbout(SHOP_MAIL, placed.reference);
    expect(toShop.map((m) => m.subject)).toEqual([`Nouvelle commande ${placed.reference} de Sophie Leroy`]);
    expect(toShop[0]!.text).toContain('Paiement : virement');
  });

  it('mails in French by default, and in the language chosen in the interface over the browser\'s', async () => {
    const french = await checkoutTransfer({});
    const chosen = await checkoutTransfer({ 'accept-language': 'fr-FR', cookie: 'vendange_lang=en' });
    await h.settle();
    expect(mailsAbout(BUYER, french.reference).map((m) => m.subject)).toEqual([`Votre commande ${french.reference} est enregistrée`]);
    expect(mailsAbout(BUYER, french.reference)[0]!.text).toContain(`Référence à indiquer : ${french.reference}`);
    expect(mailsAbout(BUYER, chosen.reference).map((m) => m.subject)).toEqual([`Your order ${chosen.reference} has been received`]);
  });

  it('gives the buyer and the shop the transfer details of the order, and nobody else', async () => {
    const placed = await checkoutTransfer({});
    const res = await transferOf(placed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrderTransfer>()).toEqual({ ...placed.transfer, reference: placed.reference, amountCents: placed.totalTtcCents });
    expect((await transferOf(placed.id, OWNER)).json<OrderTransfer>().reference).toBe(placed.reference);
    // Another shop's staff: the order does not exist for them.
    expect((await transferOf(placed.id, 'owner2@vendange.test')).statusCode).toBe(404);
    expect((await h.app.inject({ url: `/v1/orders/${placed.id}/transfer` })).statusCode).toBe(401);

    // A cheque order has nothing to transfer.
    const byCheque = await checkoutTransfer({}, 'cheque');
    expect((await transferOf(byCheque.id)).json()).toBeNull();
  });

  it('refuses only with a reason, keeps it on the order, mails it once to the buyer in their language, and closes the transfer', async () => {
    const placed = await checkoutTransfer({ 'accept-language': 'en-US,en' });
    const missing = await refuse(placed.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('Indiquez au client la raison du refus.');
    expect((await refuse(placed.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await refuse(placed.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const refused = await refuse(placed.id, { reason: '  Cuvée épuisée, désolé.  ' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<OrderDetail>()).toMatchObject({ status: 'refused', refusalReason: 'Cuvée épuisée, désolé.' });
    const seen = (await h.app.inject({ url: `/v1/orders/${placed.id}`, headers: await auth(BUYER) })).json<OrderDetail>();
    expect(seen.refusalReason).toBe('Cuvée épuisée, désolé.');
    // Answering again changes nothing and mails nothing more.
    expect((await refuse(placed.id, { reason: 'Autre raison' })).json<OrderDetail>().refusalReason).toBe('Cuvée épuisée, désolé.');
    await h.settle();

    const mails = h.mails().filter((m) => m.to === BUYER && m.subject === `Your order ${placed.reference} has been declined`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("The producer's reason:\nCuvée épuisée, désolé.");
    expect((await transferOf(placed.id)).json()).toBeNull();
  });

  it('mails the validation once, with how to pay the transfer, even when the producer answers twice', async () => {
    const placed = await checkoutTransfer({});
    expect((await validate(placed.id)).statusCode).toBe(200);
    expect((await validate(placed.id)).statusCode).toBe(200);
    await h.settle();
    const mails = h.mails().filter((m) => m.to === BUYER && m.subject === `Votre commande ${placed.reference} est validée`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Référence à indiquer : ${placed.reference}`);
    expect(mails[0]!.text).toContain('Titulaire du compte : EARL Domaine des Coteaux');
    // Still to pay once validated: the details stay on the order's page.
    expect((await transferOf(placed.id)).json<OrderTransfer>().reference).toBe(placed.reference);
  });

  it('sends nothing twice when a mail job is attempted again (a worker that died after sending)', async () => {
    const placed = await checkoutTransfer({});
    await h.settle();
    expect(mailsAbout(BUYER, placed.reference)).toHaveLength(1);
    // The same job, taken again as a retry would: same id, so same key, so the same mail.
    for (const key of [`order-confirmation:${placed.id}`, `new-order-mail:${placed.id}`]) {
      const rows = await h.handle.db.execute(sql`
        update pgboss.job set state = 'retry', start_after = now(), completed_on = null, retry_count = retry_count + 1
        where id = ${jobIdOf(key)} and state = 'completed' returning id`);
      expect(rows).toHaveLength(1);
    }
    await h.settle();
    expect(mailsAbout(BUYER, placed.reference)).toHaveLength(1);
    expect(mailsAbout(SHOP_MAIL, placed.reference)).toHaveLength(1);
    const [row] = await h.handle.db.execute(sql`select state from pgboss.job where id = ${jobIdOf(`order-confirmation:${placed.id}`)}`) as unknown as Array<{ state: string }>;
    expect(row!.state).toBe('completed');
  });
});
