import { expect, test } from '@playwright/test';

const PASSWORD = 'Panier2026';

test('at login the anonymous cart joins the user cart and the browser storage is cleared', async ({ page, request }) => {
  const email = `cart-${Date.now()}@example.test`;
  const created = await request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Nora', lastname: 'Panier', email, password: PASSWORD, cgu: true } });
  expect(created.status()).toBe(201);
  const { jwt } = (await created.json()) as { jwt: string };
  const saved = await request.put('/v1/users/me', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { cart: { orders: [{ seller: { id: 1 }, products: [{ id: 10, quantity: 1, chosenVintage: '2020' }], reservations: [] }], lastUpdated: null }, message: false },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/auth/login');
  await page.evaluate(() => localStorage.setItem('vendange.cart', JSON.stringify({
    orders: [
      { seller: { id: 1 }, products: [{ id: 10, quantity: 2, chosenVintage: '2020' }, { id: 11, quantity: 1 }], reservations: [] },
      { seller: { id: 2 }, products: [{ id: 20, quantity: 3 }], reservations: [] },
    ],
    lastUpdated: null,
  })));
  const form = page.getByTestId('login-form');
  await form.getByLabel(/E-mail, identifiant/).fill(email);
  await form.getByLabel(/Mot de passe/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('vendange.cart'))).toBeNull();
  const me = await request.get('/v1/users/me', { headers: { authorization: `Bearer ${jwt}` } });
  const cart = ((await me.json()) as { cart: { orders: Array<{ seller: { id: number }; products: Array<{ id: number; quantity: number }> }> } }).cart;
  expect(cart.orders.map((o) => o.seller.id)).toEqual([1, 2]);
  expect(cart.orders[0]!.products.map((p) => [p.id, p.quantity])).toEqual([[10, 3], [11, 1]]);
  expect(cart.orders[1]!.products.map((p) => [p.id, p.quantity])).toEqual([[20, 3]]);
});
