import { expect, test } from '@playwright/test';
import { gs1CheckDigit } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${text}`, 'utf-8') });

test('the owner imports the stock of a wine from a French CSV: sees the bad line in red, fixes it, imports, reads the stock, then undoes the import', async ({ page, request }) => {
  const stamp = Date.now();
  const wine = `Rasteau importé ${stamp}`;
  const body = `37${String(stamp).slice(-10)}`;
  const ean = `${body}${gs1CheckDigit(body)}`;
  const created = await request.post('/v1/products', {
    headers: bearer(await tokenOf(request, OWNER)),
    data: { productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1400, gtin: ean }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Stocks › Importer.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/stocks');
  await page.getByTestId('stock-import').click();
  await expect(page).toHaveURL(/\/dashboard\/stocks\/imports$/);
  const screen = page.getByTestId('imports-screen');
  await expect(screen).toBeVisible();

  // A file with one bad line: 2,5 bottles. Nothing is written, the line is said in red, nothing to confirm.
  const header = 'ean;produit;contenance;entrepot;millesime;lot;quantite';
  await screen.getByTestId('import-file').setInputFiles(csv('stock-faux.csv', `${header}\r\n${ean};;;Chai du domaine;2022;L22;48\r\n;${wine};75 cl;Chai du domaine;2022;L22;2,5\r\n`));
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByTestId('import-counts')).toHaveText('2 lignes lues, 1 valides, 1 erreurs.');
  await expect(preview.getByTestId('import-error')).toHaveText('Ligne 3 · quantite : La quantité est un nombre entier de bouteilles, supérieur à 0.');
  await expect(preview.getByTestId('import-sample-row').nth(1)).toHaveAttribute('data-error', 'true');
  await expect(preview.getByTestId('import-confirm')).toHaveCount(0);

  // Fixed: both lines import, the second found by the wine's name and volume.
  await screen.getByTestId('import-file').setInputFiles(csv('stock.csv', `${header}\r\n${ean};;;Chai du domaine;2022;L22;48\r\n;${wine};75 cl;Caveau de vente;2022;;12\r\n`));
  await expect(preview.getByTestId('import-counts')).toHaveText('2 lignes lues, 2 valides, 0 erreurs.');
  await preview.getByTestId('import-confirm').click();
  await expect(preview.getByTestId('import-result')).toContainText('2 lignes de stock entrées dans le registre.', { timeout: 15_000 });
  await expect(preview.getByTestId('import-preview-status')).toHaveText('Terminé');
  const row = page.getByTestId('imports-list-row').filter({ hasText: 'stock.csv' }).first();
  await expect(row.getByTestId('import-status')).toHaveText('Terminé');

  // The stock page shows the wine in both warehouses.
  await page.goto('/dashboard/stocks');
  const lines = page.getByTestId('stock-list-row').filter({ hasText: wine });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Chai du domaine' })).toContainText('48');

  // Undone after a confirmation: the opposite movement takes the 60 bottles back out.
  await page.goto('/dashboard/stocks/imports');
  await page.getByTestId('imports-list-row').filter({ hasText: 'stock.csv' }).first().getByTestId('import-revert').click();
  const dialog = page.getByTestId('import-revert-dialog');
  await expect(dialog).toContainText('retirées des entrepôts');
  await dialog.getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText('Import annulé.');
  await expect(page.getByTestId('imports-list-row').filter({ hasText: 'stock.csv' }).first().getByTestId('import-status')).toHaveText('Annulé');
  await expect(page.getByTestId('imports-list-row').filter({ hasText: 'stock.csv' }).first().getByTestId('import-revert')).toHaveCount(0);
});

test('the products list leads to the products import, with its template', async ({ page }) => {
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/products');
  await page.getByTestId('product-import').click();
  await expect(page).toHaveURL(/\/dashboard\/products\/imports$/);
  await expect(page.getByTestId('imports-screen')).toContainText('Importer des produits');
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  expect((await download).suggestedFilename()).toBe('modele-import-produits.csv');
});
