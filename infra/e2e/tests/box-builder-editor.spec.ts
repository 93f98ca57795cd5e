import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { loginThroughApi, tokenOf } from '../helpers';

test('the owner makes a box composable: size, discount on each bottle and the wines that may go in', async ({ page, request }) => {
  const name = `Coffret trio ${Date.now()}`;
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard/products/add');
  const form = page.getByTestId('product-form');
  // The Composition tab only exists for a box.
  await expect(page.getByTestId('tab-builder')).toHaveCount(0);
  await form.getByTestId('product-type').selectOption('box');
  await form.getByTestId('product-name').fill(name);
  await page.getByTestId('tab-builder').click();
  await page.getByTestId('builder-enabled').click();
  await page.getByTestId('builder-size').fill('30');
  await page.getByTestId('builder-discount').fill('7,5');
  await page.getByTestId('product-save').click();
  // Nothing chosen and a size out of range: both said, nothing lost.
  await expect(page.getByTestId('section-builder')).toContainText('de 2 à 24 bouteilles');
  await expect(page.getByTestId('section-builder')).toContainText('Choisissez au moins un vin');

  await page.getByTestId('builder-size').fill('3');
  await page.getByTestId('builder-search').fill('galets');
  const eligible = page.getByTestId('builder-eligible');
  await expect(eligible.getByText(/Côtes du Rhône Les Galets · .* · bouteille 75 cl/)).toBeVisible();
  await eligible.getByText(/Les Galets · .* · bouteille 75 cl/).click();
  await page.getByTestId('builder-search').fill('viognier');
  await eligible.getByText(/Viognier des Coteaux/).first().click();
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Produit créé.');
  const productId = Number(/\/dashboard\/products\/(\d+)$/.exec(page.url())![1]);

  const saved = await request.get(`/v1/products/${productId}`, { headers: { authorization: `Bearer ${await tokenOf(request, 'owner@vendange.test')}` } });
  const builder = (await saved.json() as ProductDetail).builder!;
  expect(builder).toMatchObject({ size: 3, discountPercent: '7.5' });
  expect(builder.eligibleFormatIds).toHaveLength(2);

  // Read back as saved; turning the composition off makes it a box sold as it is.
  await page.reload();
  await page.getByTestId('tab-builder').click();
  await expect(page.getByTestId('builder-size')).toHaveValue('3');
  await expect(page.getByTestId('builder-discount')).toHaveValue('7,5');
  await page.getByTestId('builder-enabled').click();
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('snackbar-success')).toContainText('Produit enregistré.');
  const after = await request.get(`/v1/products/${productId}`, { headers: { authorization: `Bearer ${await tokenOf(request, 'owner@vendange.test')}` } });
  expect((await after.json() as ProductDetail).builder).toBeNull();
});
