import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

test('the owner adds a supplier, drafts a purchase order for a wine format, orders it, receives part into the cellar and reads the stock and the movement with the PO reference', async ({ page, request }) => {
  const stamp = Date.now();
  const supplier = `Négoce ${stamp}`;
  const wine = `Vrac acheté ${stamp}`;
  // A wine of its own, so that no other journey moves its stock.
  const created = await request.post('/v1/products', {
    headers: bearer(await tokenOf(request, OWNER)),
    data: { productType: 'bottle', name: wine, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1400 }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Achats › Fournisseurs: the name is required, said in French before anything is sent.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/suppliers');
  await expect(page.getByTestId('suppliers-screen')).toBeVisible();
  await page.getByTestId('supplier-add').click();
  const form = page.getByTestId('supplier-dialog');
  await expect(form).toBeVisible();
  await form.getByTestId('supplier-dialog-submit').click();
  await expect(form.getByRole('alert').first()).toContainText('Ce champ ne peut pas être vide');
  await form.getByTestId('supplier-name').fill(supplier);
  await form.getByTestId('supplier-siret').fill('123 456 789 00011');
  await form.getByTestId('supplier-dialog-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Fournisseur ${supplier} créé.`);
  await expect(page.getByTestId('suppliers-list-row').filter({ hasText: supplier })).toContainText('12345678900011');

  // A purchase order: 60 bottles of the wine at 4,55 € and 500 corks at 0,33 €, totals to the cent.
  await page.goto('/dashboard/purchases/add');
  const editor = page.getByTestId('purchase-editor');
  await expect(editor).toBeVisible();
  await editor.getByTestId('purchase-supplier').selectOption({ label: supplier });
  await editor.getByTestId('movement-product-search').fill(wine);
  await editor.getByTestId('movement-product-option').filter({ hasText: wine }).getByTestId('movement-format-add').first().click();
  const lines = editor.getByTestId('purchase-line');
  await expect(lines.nth(0).getByTestId('purchase-line-label')).toContainText(wine);
  await lines.nth(0).getByTestId('purchase-line-quantity').fill('60');
  await lines.nth(0).getByTestId('purchase-line-price').fill('4,55');
  await editor.getByTestId('purchase-add-item').click();
  await lines.nth(1).getByTestId('purchase-line-description').fill('Bouchons liège 49x24');
  await lines.nth(1).getByTestId('purchase-line-quantity').fill('500');
  await lines.nth(1).getByTestId('purchase-line-price').fill('0,33');
  // 273,00 + 165,00 = 438,00 HT; VAT 20 % 87,60; 525,60 TTC.
  await expect(editor.getByTestId('purchase-total-excl')).toHaveText('438,00 €');
  await expect(editor.getByTestId('purchase-total-incl')).toHaveText('525,60 €');
  await editor.getByTestId('purchase-save').click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(/Commande PO-\d{4}-\d{4} créée\./);
  // The new order's own page opens.
  await expect(page.getByTestId('purchase-reference')).toHaveText(/^PO-\d{4}-\d{4}$/);
  const reference = (await page.getByTestId('purchase-reference').textContent())!.trim();
  await expect(page.getByTestId('purchase-status')).toHaveText('Brouillon');

  // Ordered, then 24 bottles (vintage 2023) and all the corks arrive in the bonded cellar.
  await page.getByTestId('purchase-order').click();
  await expect(page.getByTestId('purchase-status')).toHaveText('Commandée');
  await page.getByTestId('purchase-receive').click();
  const reception = page.getByTestId('reception-dialog');
  await expect(reception).toBeVisible();
  await reception.getByTestId('reception-warehouse').selectOption({ label: 'Chai du domaine' });
  const received = reception.getByTestId('reception-line');
  await expect(received.nth(0).getByTestId('reception-quantity')).toHaveValue('60');
  await received.nth(0).getByTestId('reception-quantity').fill('24');
  await received.nth(0).getByTestId('reception-vintage').fill('2023');
  await reception.getByTestId('reception-dialog-submit').click();
  await expect(reception).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Réception de ${reference} enregistrée.`);
  await expect(page.getByTestId('purchase-status')).toHaveText('Reçue en partie');
  await expect(page.getByTestId('purchase-line-received')).toHaveText(['24', '500']);

  // The stock holds the 24 bottles; the ledger says where they came from.
  await page.goto('/dashboard/stocks');
  const line = page.getByTestId('stock-list-row').filter({ hasText: wine });
  await expect(line.getByTestId('stock-physical')).toHaveText('24');
  await page.goto('/dashboard/stocks/movements');
  const movement = page.getByTestId('movements-list-row').filter({ hasText: wine });
  await expect(movement).toHaveCount(1);
  await expect(movement.getByTestId('movement-reason-label')).toHaveText("Réception d'achat");
  await expect(movement).toContainText(reference);

  // The list finds it by its reference, partly received.
  await page.goto('/dashboard/purchases');
  await page.getByTestId('purchases-status-filter').selectOption({ label: 'Reçue en partie' });
  await expect(page.getByTestId('purchases-list-row').filter({ hasText: reference })).toContainText(supplier);
});

test('the owner buys CRD capsules on a purchase order: received, they enter the capsule account, the entry linked to the order', async ({ page, request }) => {
  const stamp = Date.now();
  const owner = await tokenOf(request, OWNER);
  const supplier = await request.post('/v1/suppliers?shopId=1', { headers: bearer(owner), data: { name: `Capsulerie ${stamp}` } });
  expect(supplier.status(), await supplier.text()).toBe(201);
  // A capsule line of its own (a size no other journey uses), so that its balance is this journey's.
  const capsules = `Vert CRD achat ${stamp}`;
  const line = await request.post('/v1/stocks/crd?shopId=1', {
    headers: bearer(owner), data: { name: capsules, colour: 'vert', regime: 'collective_suspendue', genre: 'tranquille', volumeMl: 1000 + (stamp % 20_000) },
  });
  expect(line.status(), await line.text()).toBe(201);

  // Achats › Nouvelle commande: 2 000 capsules of that line at 0,02 €.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/purchases/add');
  const editor = page.getByTestId('purchase-editor');
  await editor.getByTestId('purchase-supplier').selectOption({ label: `Capsulerie ${stamp}` });
  await editor.getByTestId('purchase-add-crd').selectOption({ label: capsules });
  const lines = editor.getByTestId('purchase-line');
  await expect(lines.nth(0).getByTestId('purchase-line-label')).toHaveText(`Capsules CRD ${capsules}`);
  await lines.nth(0).getByTestId('purchase-line-quantity').fill('2000');
  await lines.nth(0).getByTestId('purchase-line-price').fill('0,02');
  await expect(editor.getByTestId('purchase-total-excl')).toHaveText('40,00 €');
  await editor.getByTestId('purchase-save').click();
  await expect(page.getByTestId('purchase-reference')).toHaveText(/^PO-\d{4}-\d{4}$/);
  const reference = (await page.getByTestId('purchase-reference').textContent())!.trim();

  // Ordered; 1 200 arrive first.
  await page.getByTestId('purchase-order').click();
  await expect(page.getByTestId('purchase-status')).toHaveText('Commandée');
  await page.getByTestId('purchase-receive').click();
  const reception = page.getByTestId('reception-dialog');
  await reception.getByTestId('reception-warehouse').selectOption({ label: 'Chai du domaine' });
  const received = reception.getByTestId('reception-line');
  await expect(received.nth(0)).toContainText('entrent au compte des capsules CRD');
  await received.nth(0).getByTestId('reception-quantity').fill('1200');
  await reception.getByTestId('reception-dialog-submit').click();
  await expect(reception).toBeHidden();
  await expect(page.getByTestId('purchase-status')).toHaveText('Reçue en partie');

  // Stocks › Capsules CRD: the line holds 1 200; the entry says the reception it came from and leads to the order.
  await page.goto('/dashboard/stocks/crdColors');
  await expect(page.getByTestId('crd-line').filter({ hasText: capsules }).getByTestId('crd-line-balance')).toHaveText('1200');
  const entry = page.getByTestId('crd-movements').getByTestId('crd-movements-row').filter({ hasText: capsules }).first();
  await expect(entry.getByTestId('crd-movement-quantity-cell')).toHaveText('+1200');
  await expect(entry.getByTestId('crd-movement-purchase')).toHaveText(`Réception ${reference}`);
  await entry.getByTestId('crd-movement-purchase').click();
  await expect(page.getByTestId('purchase-reference')).toHaveText(reference);
});
