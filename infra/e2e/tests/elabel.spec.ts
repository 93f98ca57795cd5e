import { expect, test } from '@playwright/test';

// A first-time visitor who scans a bottle: no cookie, no age question on the way.
test.use({ storageState: { cookies: [], origins: [] } });

test('scanning a label leads to the wine e-label: ingredients and nutrition per 100 ml, no age gate, no cookie', async ({ page, context }) => {
  await page.goto('/gs1/01/3760123450010/10/L24-07/22/2022');
  await expect(page).toHaveURL(/\/1\/nutritiveValues\?product=1&vintage=\d+&lot=L24-07$/);
  const label = page.getByTestId('elabel');
  await expect(label).toContainText('Côtes du Rhône Les Galets');
  await expect(label).toContainText('2022');
  await expect(label.getByTestId('elabel-ingredients')).toContainText('Raisins, conservateur : anhydride sulfureux (sulfites).');
  await expect(label.getByTestId('elabel-nutrition')).toContainText('Déclaration nutritionnelle pour 100 ml');
  await expect(label.getByTestId('elabel-nutrition')).toContainText('354 kJ / 85 kcal');
  await expect(label.getByTestId('elabel-nutrition')).toContainText('2,6 g');
  await expect(label).toContainText('Lot : L24-07');
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aide' })).toHaveCount(0);

  // In another language the label has.
  await label.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(label.getByTestId('elabel-ingredients')).toContainText('Grapes, preservative');
  await expect(label).toContainText('Nutrition declaration per 100 ml');
  await expect(label).toContainText('2.6 g');
  expect(await context.cookies()).toEqual([]);
});

test('a code that is not a bottle of ours says so', async ({ page }) => {
  await page.goto('/gs1/01/4006381333931');
  await expect(page.getByTestId('elabel-unknown')).toContainText('Produit inexistant');
  await page.goto('/gs1/01/4006381333932');
  await expect(page.getByTestId('elabel-unknown')).toBeVisible();
});
