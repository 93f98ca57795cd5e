import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
/** A professional client of shop 1's CRM (a wine shop). */
const CLIENT = 'Cave du Vieux Port';

/** The figure for sale of the product's format, as the catalogue gives it. */
async function stockForSale(request: APIRequestContext, token: string, productId: number): Promise<number | null> {
  const res = await request.get(`/v1/products/${productId}`, { headers: bearer(token), params: { shopId: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as ProductDetail).formats[0]?.stock ?? null;
}

test('the owner prepares a sample of 3 bottles for a wine shop, marks it sent (the bottles leave the stock as a sample), finds it to follow up, and records the answer', async ({ page, request }) => {
  const wine = `Cuvée dégustée ${Date.now()}`;
  const owner = await tokenOf(request, OWNER);
  // A wine of its own with 12 bottles in the bonded cellar (the shipping warehouse), so that no other journey moves it.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1800 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const entry = await request.post('/v1/stocks/movements', {
    headers: bearer(owner), params: { shopId: 1 },
    data: { kind: 'entry', reason: 'bottling', warehouseId: 1, lines: [{ formatId: product.formats[0]!.id, quantity: 12 }] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(12);

  // Ventes › Échantillons › Nouvel échantillon: nothing chosen yet is said in French.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/orders/samples');
  await expect(page.getByTestId('samples-list')).toBeVisible();
  await page.getByTestId('sample-new').first().click();
  const form = page.getByTestId('sample-add');
  await expect(form).toBeVisible();
  await form.getByTestId('sample-save').click();
  await expect(form.getByText("Choisissez le client à qui envoyer l'échantillon.")).toBeVisible();

  await form.getByTestId('sample-client-search').fill('Vieux Port');
  await form.getByTestId('sample-client-option').filter({ hasText: CLIENT }).click();
  await expect(form.getByTestId('sample-client-name')).toHaveText(CLIENT);
  await form.getByTestId('sale-product-search').fill(wine);
  await form.getByTestId('sale-product-option').filter({ hasText: wine }).getByTestId('sale-product-add').first().click();
  await form.getByTestId('sample-line').first().getByTestId('sample-line-quantity').fill('3');
  await form.getByTestId('sample-purpose').fill("Pour sa carte d'été");
  // Sent to the buyer's Brussels shop: the ledger's exit carries the country, which the DRM reads as an export.
  const delivery = form.getByTestId('sample-delivery');
  for (const [field, value] of [['firstname', 'Jan'], ['lastname', 'Peeters'], ['street', 'Rue Neuve 12'], ['zipcode', '1000'], ['city', 'Bruxelles'], ['country', 'BE']]) {
    await delivery.getByTestId(`sample-delivery-${field}`).fill(value!);
  }
  await form.getByTestId('sample-save').click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(/Échantillon ECH-\d{4}-\d{4} préparé\./);
  await expect(page.getByTestId('sample-number')).toHaveText(/^ECH-\d{4}-\d{4}$/);
  const number = (await page.getByTestId('sample-number').textContent())!.trim();
  await expect(page.getByTestId('sample-status')).toHaveText('Préparé');
  await expect(page.getByTestId('sample-line-row')).toContainText(wine);

  // Marquer comme envoyé, confirmed with the follow-up day (14 days later by default; brought to today to see it due).
  await page.getByTestId('sample-send').click();
  const send = page.getByTestId('sample-send-dialog');
  await expect(send).toBeVisible();
  await expect(send).toContainText('3 bouteilles sortent du stock');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await send.getByTestId('sample-send-follow-up').fill(today);
  await send.getByTestId('sample-send-dialog-submit').click();
  await expect(send).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Échantillon ${number} envoyé`);
  await expect(page.getByTestId('sample-status')).toHaveText('Envoyé');
  await expect(page.getByTestId('sample-due')).toHaveText('À relancer');
  // Sent: it can no longer be cancelled.
  await expect(page.getByTestId('sample-cancel')).toHaveCount(0);

  // The ledger: a sample exit of 3 with the sample's number; 9 left for sale.
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(9);
  await page.goto('/dashboard/stocks/movements');
  const movement = page.getByTestId('movements-list-row').filter({ hasText: wine }).filter({ hasText: number });
  await expect(movement).toHaveCount(1);
  await expect(movement.getByTestId('movement-reason-label')).toHaveText('Échantillon');
  // Its destination in its own column (the sample's number is its document).
  await expect(movement.getByTestId('movement-destination')).toContainText('Belgique');

  // The list: « À relancer » finds it.
  await page.goto('/dashboard/orders/samples');
  await page.getByTestId('sample-due-filter').click();
  await expect(page).toHaveURL(/filter=due/);
  const row = page.getByTestId('samples-list-row').filter({ hasText: number });
  await expect(row).toContainText(CLIENT);
  await row.getByTestId('sample-link').click();

  // The client's answer: no longer due.
  await page.getByTestId('sample-answer').click();
  const answer = page.getByTestId('sample-answer-dialog');
  await answer.getByTestId('sample-answer-feedback').fill('Aime le fruit, commande 24 bouteilles en janvier');
  await answer.getByTestId('sample-answer-dialog-submit').click();
  await expect(answer).toBeHidden();
  await expect(page.getByTestId('sample-status')).toHaveText('Réponse reçue');
  await expect(page.getByTestId('sample-feedback')).toHaveText('Aime le fruit, commande 24 bouteilles en janvier');
  await expect(page.getByTestId('sample-due')).toHaveCount(0);
});
