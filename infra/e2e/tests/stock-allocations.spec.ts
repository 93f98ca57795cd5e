import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const CLIENT = 'Cave du Vieux Port';

/** The calendar day `days` from now, YYYY-MM-DD (what a date input takes). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The figure for sale of the product's format, as the catalogue gives it. */
async function stockForSale(request: APIRequestContext, token: string, productId: number): Promise<number | null> {
  const res = await request.get(`/v1/products/${productId}`, { headers: bearer(token), params: { shopId: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as ProductDetail).formats[0]?.stock ?? null;
}

test('the owner allocates 8 bottles of a wine to a client, the figure for sale drops to 12, releases them after confirming, closes an agent allocation as taken, sets alert thresholds on the stock line, then a client takes 2 of 3 allocated: their order holds the 2', async ({ page, request }) => {
  const name = `Cuvée allouée ${Date.now()}`;
  const owner = await tokenOf(request, OWNER);
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const formatId = product.formats[0]!.id;
  const entry = await request.post('/v1/stocks/movements', {
    headers: bearer(owner), params: { shopId: 1 },
    data: { kind: 'entry', reason: 'bottling', warehouseId: 1, lines: [{ formatId, quantity: 20 }] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(20);

  // Articles › Stocks › Allocations: 8 bottles for a CRM client, for 30 days.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  await expect(page.getByTestId('stock-screen')).toBeVisible();
  await page.getByTestId('stock-nav-allocations').click();
  await expect(page.getByTestId('allocations-screen')).toBeVisible();
  await page.getByTestId('allocation-new').click();
  const dialog = page.getByTestId('allocation-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('allocation-dialog-submit').click();
  await expect(dialog.getByText('Choisissez un vin et son format.')).toBeVisible();
  await dialog.getByTestId('movement-product-search').fill(name);
  await dialog.getByTestId('movement-product-option').filter({ hasText: name }).getByTestId('movement-format-add').first().click();
  await expect(dialog.getByTestId('allocation-format')).toContainText(name);
  await dialog.getByTestId('allocation-client-search').fill(CLIENT);
  await dialog.getByTestId('allocation-client-option').filter({ hasText: CLIENT }).first().click();
  await expect(dialog.getByTestId('allocation-client-picked')).toHaveText(CLIENT);
  await dialog.getByTestId('allocation-quantity').fill('8');
  await dialog.getByTestId('allocation-deadline').fill(dayIn(30));
  await dialog.getByTestId('allocation-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`8 bouteilles allouées à ${CLIENT}.`);

  await page.getByTestId('allocations-list').getByRole('textbox', { name: 'Rechercher' }).fill(name);
  const row = page.getByTestId('allocations-list-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('allocation-beneficiary')).toHaveText(CLIENT);
  await expect(row.getByTestId('allocation-quantity')).toHaveText('0/8');
  await expect(row.getByTestId('allocation-status')).toHaveText('En cours');
  const [y, m, d] = dayIn(30).split('-');
  await expect(row.getByTestId('allocation-deadline')).toHaveText(`${d}/${m}/${y}`);

  // The 8 bottles are no longer for sale.
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(12);

  // Released after a confirmation: back on sale.
  await row.getByTestId('allocation-release').click();
  const confirm = page.getByTestId('allocation-release-confirm');
  await expect(confirm).toContainText(CLIENT);
  await confirm.getByRole('button', { name: "Libérer l'allocation" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByTestId('allocation-status')).toHaveText('Libérée');
  await expect(row.getByTestId('allocation-release')).toHaveCount(0);
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(20);

  // An agent's allocation due in 3 days (its date in red) is taken: the link to the order form follows.
  const agent = await request.post('/v1/stocks/allocations', {
    headers: bearer(owner), params: { shopId: 1 },
    data: { formatId, clientId: null, beneficiary: 'Agent Dupont', quantity: 2, deadline: dayIn(3), note: null },
  });
  expect(agent.status(), await agent.text()).toBe(201);
  await page.reload();
  await page.getByTestId('allocations-list').getByRole('textbox', { name: 'Rechercher' }).fill(name);
  const agentRow = page.getByTestId('allocations-list-row').filter({ hasText: 'Agent Dupont' });
  await expect(agentRow.getByTestId('allocation-status')).toHaveText('En cours');
  await expect(agentRow.getByTestId('allocation-deadline')).toHaveCSS('color', 'rgb(220, 38, 38)');
  await agentRow.getByTestId('allocation-take').click();
  const take = page.getByTestId('allocation-take-dialog');
  await expect(take.getByTestId('allocation-take-quantity')).toHaveValue('2');
  await take.getByTestId('allocation-take-dialog-submit').click();
  await expect(take).toBeHidden();
  await expect(agentRow.getByTestId('allocation-status')).toHaveText('Prise');
  await expect(agentRow.getByTestId('allocation-quantity')).toHaveText('2/2');
  await expect(page.getByTestId('allocation-order-link')).toHaveAttribute('href', '/dashboard/orders/add');

  // Stocks: an alert threshold of 15 on the wine's line (20 in stock: not below it).
  await page.getByTestId('stock-nav-stocks').click();
  await expect(page.getByTestId('stock-screen')).toBeVisible();
  await page.getByTestId('stock-list').getByRole('textbox', { name: 'Rechercher' }).fill(name);
  const line = page.getByTestId('stock-list-row').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('stock-threshold')).toHaveCount(0);
  await line.getByTestId('stock-threshold-edit').click();
  const thresholdDialog = page.getByTestId('threshold-dialog');
  await thresholdDialog.getByTestId('threshold-value').fill('15');
  await thresholdDialog.getByTestId('threshold-dialog-submit').click();
  await expect(thresholdDialog).toBeHidden();
  await expect(line.getByTestId('stock-threshold')).toHaveText('Seuil : 15');
  await expect(line.getByTestId('stock-below-threshold')).toHaveCount(0);

  // Raised to 25, above the 20 in stock: the line is flagged and listed under "Sous le seuil".
  await line.getByTestId('stock-threshold-edit').click();
  await thresholdDialog.getByTestId('threshold-value').fill('25');
  await thresholdDialog.getByTestId('threshold-dialog-submit').click();
  await expect(thresholdDialog).toBeHidden();
  await expect(line.getByTestId('stock-threshold')).toHaveText('Seuil : 25');
  await expect(line.getByTestId('stock-below-threshold')).toBeVisible();
  await expect(page.getByTestId('stock-low-panel').getByTestId('stock-low-item').filter({ hasText: name })).toContainText('20 en stock · seuil 25');

  // The client takes 2 of the 3 allocated to them: it becomes their order, the 2 held by it, the third back to sale.
  const forClient = await request.post('/v1/stocks/allocations', {
    headers: bearer(owner), params: { shopId: 1 },
    data: { formatId, clientId: 1, beneficiary: CLIENT, quantity: 3, deadline: dayIn(10), note: null },
  });
  expect(forClient.status(), await forClient.text()).toBe(201);
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(17);
  await page.getByTestId('stock-nav-allocations').click();
  await page.getByTestId('allocations-list').getByRole('textbox', { name: 'Rechercher' }).fill(name);
  const clientRow = page.getByTestId('allocations-list-row').filter({ hasText: CLIENT }).filter({ hasText: '0/3' });
  await expect(clientRow.getByTestId('allocation-status')).toHaveText('En cours');
  await clientRow.getByTestId('allocation-take').click();
  await expect(take.getByTestId('allocation-take-explain')).toContainText('Sa commande est créée à son tarif');
  await take.getByTestId('allocation-take-quantity').fill('2');
  await take.getByTestId('allocation-take-dialog-submit').click();
  await expect(take).toBeHidden();
  await expect(page.getByTestId('allocation-taken')).toContainText(`créée pour ${CLIENT} : ses 2 bouteilles lui restent réservées.`);
  const takenRow = page.getByTestId('allocations-list-row').filter({ hasText: CLIENT }).filter({ hasText: '2/3' });
  await expect(takenRow.getByTestId('allocation-status')).toHaveText('Prise');
  const href = await takenRow.getByTestId('allocation-order').getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/orders\/\d+$/);
  const orderId = Number(href!.split('/').pop());
  const order = await request.get(`/v1/orders/${orderId}`, { headers: bearer(owner) });
  expect(order.ok(), await order.text()).toBe(true);
  expect(await order.json()).toMatchObject({ status: 'validated', clientName: CLIENT, lines: [expect.objectContaining({ productId: product.id, quantity: 2 })] });
  // The 2 stay held by the order: 20 - 2 for sale once the third is back.
  await expect.poll(() => stockForSale(request, owner, product.id), { timeout: 10_000 }).toBe(18);
  await expect(page.getByTestId('allocation-order-link')).toHaveAttribute('href', href!);
  await page.getByTestId('allocation-order-link').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
});
