import { expect, test } from '@playwright/test';
import { loginThroughApi, tokenOf } from '../helpers';

test('a buyer opens the cart drawer, and emptying it asks first in the "Attention !!" popup', async ({ page, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const cart = {
    lastUpdated: null,
    orders: [{ seller: { id: 1, name: 'Domaine des Coteaux' }, products: [
      { idTmp: 'a', quantity: 2, title: 'Coteaux Rouge', chosenVintage: { year: 2021 }, chosenFormat: { packing: 'Carton de 6 bouteilles' } },
      { idTmp: 'b', quantity: 1, title: 'Crémant', chosenVintage: 'NV' },
    ], reservations: [] }],
  };
  const saved = await request.put('/v1/users/me', { headers: { authorization: `Bearer ${buyer}` }, data: { cart, message: false } });
  expect(saved.ok()).toBe(true);

  await loginThroughApi(page, 'buyer@vendange.test');
  await page.goto('/dashboard');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByTestId('header-cart').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.width).toBe(400);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer).toContainText('Coteaux Rouge 2021');
  await expect(drawer).toContainText('Carton de 6 bouteilles');
  // A non-vintage wine shows no vintage.
  await expect(drawer.getByTestId('cart-line').nth(1)).toHaveText(/^1Crémant$/);

  // Cancel keeps everything.
  await drawer.getByTestId('cart-empty-button').click();
  const popup = page.getByTestId('global-popup');
  await expect(popup).toContainText('Attention !!');
  await expect(popup).toContainText('vider votre panier');
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // Validate empties the cart, closes the drawer, and it stays empty after a reload (saved on the account).
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('cart-empty-button').click();
  await popup.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(popup).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await page.reload();
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-empty')).toContainText('Votre panier est vide');
});
