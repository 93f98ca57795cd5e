import { expect, test } from '@playwright/test';
import { PASSWORD, loginThroughForm, tokenOf } from '../helpers';

test('an order placed by a buyer reaches the owner\'s open dashboard, is marked as seen on click and leads to the order', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The seeded notifications are there; read the count before the order.
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toBeVisible();
  const badge = page.getByTestId('notifications-unseen');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  // The buyer places an order at shop 1 (the checkout screen is issue 6; the API is the real one).
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const products = await request.get('/v1/products?shopIds=[1]', { headers: { authorization: `Bearer ${buyer}` } });
  const product = ((await products.json()) as { items: Array<{ id: number; status: string }> }).items.find((p) => p.status === 'online');
  expect(product).toBeTruthy();
  const placed = await request.post('/v1/orders', { headers: { authorization: `Bearer ${buyer}` }, data: { shopId: 1, lines: [{ productId: product!.id, quantity: 2 }] } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; reference: string };

  // No reload: the stream brings it, the count goes up and a snackbar says so.
  await expect(badge).toHaveText(String(before + 1));
  await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Nouvelle commande' })).toBeVisible();

  await bell.click();
  const centre = page.getByTestId('notification-centre');
  await expect(centre).toBeVisible();
  const box = await centre.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(600);
  expect(box!.height).toBeLessThanOrEqual(500);
  const item = centre.getByTestId('notification-item').filter({ hasText: order.reference });
  await expect(item).toHaveAttribute('data-seen', 'false');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  await expect(page.getByText(order.reference).first()).toBeVisible();
  await expect(badge).toHaveText(String(before));

  // Mark all as seen empties the count; the items stay, seen.
  await bell.click();
  await centre.getByTestId('notifications-mark-all').click();
  await expect(badge).toBeHidden();
  await expect(centre.getByTestId('notification-item').filter({ hasText: order.reference })).toHaveAttribute('data-seen', 'true');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
});

test('someone without notifications sees the empty state', async ({ page, request }) => {
  // Someone who has just registered: every demo account may be told of something by the journeys run before this one.
  const email = `quiet-${Date.now()}@example.test`;
  const created = await request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Alice', lastname: 'Calme', email, password: PASSWORD, cgu: true } });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto('/auth/login');
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('header-notifications').click();
  await expect(page.getByTestId('notifications-empty')).toContainText('Aucune nouvelle notification');
});
