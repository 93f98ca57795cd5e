import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

/**
 * Issue 15, items 5 to 7: two vintages of one wine stay two lines (in the cart and on the order the
 * producer ships), each line shown TTC is its unit price × quantity to the cent, the lines make the
 * total, and free shipping says what is missing excl. VAT (the threshold's unit) or in bottles.
 */

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

async function vintagesOfGalets(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const list = (await (await request.get('/v1/products?shopIds=[1]', { headers: bearer(token) })).json()) as { items: Array<{ id: number; vintages: Array<{ id: number; name: string }> }> };
  return Object.fromEntries(list.items.find((p) => p.id === 1)!.vintages.map((v) => [v.name, v.id]));
}

test('two vintages stay two lines whose TTC adds up, the franco says what is missing excl. VAT, the order keeps the vintages', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const vintages = await vintagesOfGalets(request, buyer);
  const line = (name: string, quantity: number) => ({ id: 1, title: 'Côtes du Rhône Les Galets', chosenFormat: null, chosenVintage: { id: vintages[name], name }, quantity });
  const cart = { lastUpdated: null, orders: [{ seller: { id: 1, name: 'Domaine des Coteaux' }, shipping: { type: null, ref: null, collectionPoint: null, priceCents: null }, reservations: [], products: [line('2022', 3), line('2023', 2)] }] };
  expect((await request.put('/v1/users/me', { headers: bearer(buyer), data: { cart, message: false } })).ok()).toBe(true);

  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/cart');
  const part = page.getByTestId('cart-seller');
  const lines = part.getByTestId('cart-page-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('2022');
  await expect(lines.nth(1)).toContainText('2023');
  await expect(lines.nth(0)).toContainText("l'unité TTC");

  // Each line: the unit price shown × the quantity is the line amount shown, to the cent.
  let sum = 0;
  for (const [i, quantity] of [[0, 3], [1, 2]] as const) {
    const texts = await lines.nth(i).locator('p').allTextContents();
    const unit = cents(texts.find((t) => t.includes("l'unité TTC")) ?? null);
    const amount = cents(texts[texts.length - 1] ?? null);
    expect(amount).toBe(unit * quantity);
    sum += amount;
  }

  // Home delivery: the lines plus the shipping incl. VAT make the total; the franco is in € HT and bottles.
  await part.getByTestId('delivery-option').filter({ hasText: 'Colissimo à domicile' }).click();
  // The choice shows at once; the totals follow when the server has priced it (one parcel at 12,00 € HT).
  await expect(part.getByTestId('cart-seller-totals')).toContainText('12,00');
  await expect(part.getByTestId('franco-missing')).toContainText(/Plus que \d+,\d{2}\s€ HT ou 19 bouteilles pour la livraison offerte/);
  const totals = part.getByTestId('cart-seller-totals');
  const goodsHt = cents(await totals.locator('p').nth(1).textContent());
  const missing = cents((await part.getByTestId('franco-missing').textContent())!.match(/Plus que ([\d\s,]+)/)![1]!);
  expect(missing + goodsHt).toBe(25_000);
  const total = cents(await part.getByTestId('cart-seller-total').textContent());
  expect(total).toBeGreaterThan(sum);

  // The order placed keeps one line per vintage, as the producer will read it.
  const placed = await request.post('/v1/orders', { headers: bearer(buyer), data: { shopId: 1, lines: [
    { productId: 1, vintageId: vintages['2022'], quantity: 3 }, { productId: 1, vintageId: vintages['2023'], quantity: 2 },
  ] } });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto(`/dashboard/orders/${id}`);
  const orderLines = page.getByTestId('order-line');
  await expect(orderLines).toHaveCount(2);
  await expect(orderLines.nth(0)).toContainText('Côtes du Rhône Les Galets 2022 · 75 cl');
  await expect(orderLines.nth(1)).toContainText('Côtes du Rhône Les Galets 2023 · 75 cl');
});
