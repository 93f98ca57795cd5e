import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail, SaleDetail, SalesPoint, SalesPointDay } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const STAFF = 'staff@vendange.test';
/** Shop 1's « Caveau de vente »: duty paid, not selling online, so no other journey's bottles move with these. */
const CAVEAU = 2;

// The till is built for a tablet at the cellar door.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** A sales point and a wine of its own (18,00 € incl. VAT), 10 bottles bought into the caveau. */
async function tillWithWine(request: APIRequestContext, token: string, stamp: number) {
  const made = await request.post('/v1/salespoints', {
    headers: bearer(token), data: { shopId: 1, name: `Caveau client minute ${stamp}`, warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash', 'card'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const wine = `Cuvée client minute ${stamp}`;
  const product = await request.post('/v1/products', {
    headers: bearer(token),
    data: { shopId: 1, productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }] },
  });
  expect(product.status(), await product.text()).toBe(201);
  const formatId = ((await product.json()) as ProductDetail).formats[0]!.id!;
  const entry = await request.post('/v1/stocks/movements', {
    headers: bearer(token), params: { shopId: 1 }, data: { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 10 }] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return { point: (await made.json()) as SalesPoint, wine };
}

let staffRights: Record<string, boolean> | null = null;
test.afterAll(async ({ request }) => {
  // The demo staff member's rights, as they were.
  if (!staffRights) return;
  const owner = await tokenOf(request, OWNER);
  const res = await request.put('/v1/collaborators/3', { headers: bearer(owner), data: { authorizations: staffRights } });
  expect(res.status(), await res.text()).toBe(200);
});

test('a passer-by asks for an invoice after paying: « Nouveau client » adds them in a few fields and the invoice bears their name; the till chooses a new professional the same way', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const stamp = Date.now();
  const { point, wine } = await tillWithWine(request, owner, stamp);

  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
  await expect(page.getByTestId('till-online')).toBeVisible();
  await page.getByTestId('till-search').fill(wine);
  await page.getByTestId('till-product').filter({ hasText: wine }).click();
  await expect(page.getByTestId('till-total')).toHaveText('18,00 €');
  await page.getByTestId('till-pay').click();
  const pay = page.getByTestId('till-payment');
  await pay.getByTestId('till-paytype-card').click();
  await pay.getByTestId('till-pay-amount').press('Enter');
  await pay.getByTestId('till-pay-amount').press('Enter');

  // The receipt (fetched when the sale is recorded); « Facture »: the passer-by is in no file yet.
  const receipt = page.getByTestId('receipt-dialog');
  await expect(receipt.getByTestId('till-receipt')).toContainText('TOTAL TTC18,00 €');
  await receipt.getByTestId('receipt-invoice').click();
  const billTo = page.getByTestId('receipt-invoice-client');
  const lastname = `Passante ${stamp}`;
  await billTo.getByTestId('receipt-invoice-client-search').fill(lastname);
  await expect(billTo).toContainText('Aucun client ne correspond : créez-le avec « Nouveau client ».');
  await billTo.getByTestId('receipt-invoice-new-client').click();

  const form = page.getByTestId('quick-client');
  await expect(form).toBeVisible();
  // Sent empty: the CRM's own rules say in French what is missing.
  await form.getByTestId('quick-client-submit').click();
  await expect(form).toContainText('Indiquez le nom du client (ou choisissez « professionnel » et sa raison sociale).');
  await expect(form).toContainText('Indiquez l’adresse e-mail du client : sa facture lui est envoyée.');
  await form.getByTestId('quick-client-lastname').fill(lastname);
  await form.getByTestId('quick-client-firstname').fill('Jeanne');
  await form.getByTestId('quick-client-email').fill(`jeanne.${stamp}@example.test`);
  await form.getByTestId('quick-client-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Facture établie pour Jeanne ${lastname}.`)).toBeVisible();
  await expect(billTo).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();

  // The order of the sale is invoiced in the new client's name; the client is in the CRM.
  const day = (await (await request.get(`/v1/salespoints/${point.id}/day`, { headers: bearer(owner), params: { shopId: 1 } })).json()) as SalesPointDay;
  expect(day.tickets).toHaveLength(1);
  const order = (await (await request.get(`/v1/orders/${day.tickets[0]!.orderId}`, { headers: bearer(owner), params: { shopId: 1 } })).json()) as SaleDetail;
  expect(order.clientName).toBe(`Jeanne ${lastname}`);
  expect(order.status).toBe('invoiced');
  const found = (await (await request.get('/v1/clients', { headers: bearer(owner), params: { shopId: 1, search: lastname } })).json()) as { items: Array<{ name: string; email: string | null }> };
  expect(found.items.map((c) => [c.name, c.email])).toEqual([[`Jeanne ${lastname}`, `jeanne.${stamp}@example.test`]]);

  // At the till, before the sale: a professional, created and chosen for the ticket.
  await page.getByTestId('till-product').filter({ hasText: wine }).click();
  await page.getByTestId('till-client-new').click();
  await expect(form).toBeVisible();
  await form.getByTestId('quick-client-pro').click();
  const business = `Cave Minute ${stamp}`;
  await form.getByTestId('quick-client-businessName').fill(business);
  await form.getByTestId('quick-client-email').fill(`cave.${stamp}@example.test`);
  await form.getByTestId('quick-client-siret').fill('73282932000075');
  await form.getByTestId('quick-client-submit').click();
  await expect(form).toContainText('Ce SIRET n’existe pas (la clé de contrôle ne correspond pas) : vérifiez les 14 chiffres.');
  await form.getByTestId('quick-client-siret').fill('732 829 320 00074');
  await form.getByTestId('quick-client-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('till-client')).toContainText(`Client : ${business}`);
  await expect(page.getByTestId('till-total')).toHaveText('18,00 €');
});

test('a seller who may not create clients does not see « Nouveau client » (the CRM refuses it anyway)', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const stamp = Date.now();
  const { point } = await tillWithWine(request, owner, stamp);
  const before = await request.get('/v1/collaborators/3', { headers: bearer(owner), params: { shopId: 1 } });
  expect(before.status(), await before.text()).toBe(200);
  staffRights = ((await before.json()) as { authorizations: Record<string, boolean> }).authorizations;
  const set = await request.put('/v1/collaborators/3', {
    headers: bearer(owner), data: { authorizations: { createOrderSalesPoint: true, seeAllClient: true, billOrder: true, createClient: false } },
  });
  expect(set.status(), await set.text()).toBe(200);

  await loginThroughApi(page, STAFF);
  await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
  await expect(page.getByTestId('till-online')).toBeVisible();
  await expect(page.getByTestId('till-client-search')).toBeVisible();
  await expect(page.getByTestId('till-client-new')).toHaveCount(0);
  const refused = await request.post('/v1/clients', {
    headers: bearer(await tokenOf(request, STAFF)), data: { shopId: 1, isPro: false, lastname: `Refusé ${stamp}`, email: `refuse.${stamp}@example.test` },
  });
  expect(refused.status()).toBe(403);
});
