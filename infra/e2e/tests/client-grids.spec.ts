import { expect, test } from '@playwright/test';
import { loginThroughApi, tokenOf } from '../helpers';

test('the owner gives a client the caviste price list, and the client then buys at it', async ({ page, request }) => {
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard/tarifs');
  const panel = page.getByTestId('client-grids');
  const sophie = panel.getByTestId('client-grid-row').filter({ hasText: 'Sophie Leroy' });
  const select = sophie.getByRole('combobox', { name: 'Tarif de Sophie Leroy' });
  await expect(select).toHaveValue('');
  await select.selectOption('caviste');
  await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Tarif de Sophie Leroy enregistré.' })).toBeVisible();

  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const priced = async () => ((await (await request.get('/v1/products?shopIds=[1]', { headers: { authorization: `Bearer ${buyer}` } })).json()) as { items: Array<{ typology: { key: string } | null }> }).items[0]!.typology?.key;
  expect(await priced()).toBe('caviste');

  // Back to the public list: the choice survives a reload, then the buyer is priced publicly again.
  await page.reload();
  await expect(select).toHaveValue('caviste');
  await select.selectOption('');
  await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Tarif de Sophie Leroy enregistré.' }).first()).toBeVisible();
  await expect.poll(priced).toBe('particulier');
});

test('the settings tabs for price lists (typos, matchGrids) open the price lists screen', async ({ page }) => {
  await loginThroughApi(page, 'owner@vendange.test');
  await page.goto('/dashboard/settings?link=typos');
  await expect(page).toHaveURL(/\/dashboard\/tarifs#typologies$/);
  await expect(page.getByTestId('typologies')).toBeVisible();
  await page.goto('/dashboard/settings?link=matchGrids');
  await expect(page).toHaveURL(/\/dashboard\/tarifs#grille$/);
  await expect(page.getByTestId('price-grid')).toBeVisible();
});
