import { expect, test } from '@playwright/test';
import type { ProductDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
/** A professional client of shop 1's CRM (a wine shop). */
const CLIENT = 'Cave du Vieux Port';

test('the owner creates a primeur campaign with two tranches, takes an order across them (deposit invoice at once), splits it into bottles and magnums, marks the wine bottled and delivers it', async ({ page, request }) => {
  const wine = `Cuvée en barrique ${Date.now()}`;
  const owner = await tokenOf(request, OWNER);
  // A cuvée of its own in bottles and magnums, so that no other journey sells it.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: {
      shopId: 1, productType: 'bottle', name: wine, status: 'online',
      formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2000 }, { container: 'magnum', unity: 'cl', unityValue: '150', priceCents: 4200 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as ProductDetail).formats).toHaveLength(2);

  // Ventes › Primeurs › Nouvelle campagne: an early delivery is refused in French on the field.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/futures');
  await expect(page.getByTestId('futures-list')).toBeVisible();
  await page.getByTestId('future-new').first().click();
  const form = page.getByTestId('future-add');
  await expect(form).toBeVisible();
  await form.getByTestId('sale-product-search').fill(wine);
  await form.getByTestId('sale-product-option').filter({ hasText: wine }).getByTestId('sale-product-add').first().click();
  await expect(form.getByTestId('future-product-name')).toHaveText(wine);
  // The bottle came ticked with the pick; the magnum is ticked too.
  await expect(form.getByTestId('future-format')).toHaveCount(2);
  await form.getByTestId('future-format').nth(1).click();
  await expect(form.getByTestId('future-format').nth(0)).toHaveAttribute('data-state', 'checked');
  await expect(form.getByTestId('future-format').nth(1)).toHaveAttribute('data-state', 'checked');
  await form.getByTestId('future-name').fill('Primeurs 2025');
  await form.getByTestId('future-vintage').fill('2025');
  await form.getByTestId('future-delivery').fill('2027-06-01');
  await form.getByTestId('future-tranche-price').first().fill('30');
  await form.getByTestId('future-tranche-cap').first().fill('10');
  await form.getByTestId('future-tranche-add').click();
  await form.getByTestId('future-tranche-price').nth(1).fill('36');
  await form.getByTestId('future-tranche-cap').nth(1).fill('100');
  await form.getByTestId('future-save').click();
  await expect(form.getByText('Un primeur se livre au plus tôt en septembre de la deuxième année après la récolte')).toBeVisible();
  await form.getByTestId('future-delivery').fill('2027-09-15');
  // Clients choose their formats until 30 June 2027.
  await form.getByTestId('future-formats-close-on').fill('2027-06-30');
  await form.getByTestId('future-save').click();

  // Its page: a draft, opened after a confirmation.
  const screen = page.getByTestId('future-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByTestId('future-status')).toHaveText('Brouillon');
  await expect(screen.getByTestId('future-formats-choice')).toHaveText('Ouvert jusqu\'au 30/06/2027');
  await screen.getByTestId('future-open').click();
  await page.getByTestId('future-move-dialog').getByTestId('confirm-dialog-ok').click();
  await expect(screen.getByTestId('future-status')).toHaveText('Ouverte');

  // 12 bottles for the wine shop: 10 at 30 €, 2 at 36 €; its deposit invoice is issued with it.
  await screen.getByTestId('future-take').click();
  const take = page.getByTestId('future-take-dialog');
  await take.getByTestId('future-take-client-search').fill('Vieux Port');
  await take.getByTestId('future-take-client-option').filter({ hasText: CLIENT }).click();
  await take.getByTestId('future-take-quantity').fill('12');
  await take.getByTestId('future-take-dialog-submit').click();
  await expect(take).toBeHidden();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(/Commande CMD-\d{4}-\d+ enregistrée \(372,00\s€\) ; facture d'acompte FA\d{4}-\d{5} émise\./);
  const row = screen.getByTestId('future-order-row').filter({ hasText: CLIENT });
  await expect(row).toContainText('10 × 30,00');
  await expect(row).toContainText('2 × 36,00');
  await expect(row.getByTestId('future-deposit-link')).toHaveText(/^FA\d{4}-\d{5}$/);
  await expect(screen.getByTestId('future-tranche-sold')).toHaveText(['10 / 10', '2 / 100']);

  // Formats: 6 bottles and 3 magnums, the running total says when it adds up.
  await row.getByTestId('future-order-formats-edit').click();
  const formats = page.getByTestId('future-formats-dialog');
  await formats.getByTestId('future-format-count').nth(0).fill('6');
  await expect(formats.getByTestId('future-formats-total')).toContainText('6 équivalent(s) bouteille sur 12');
  // 6 bottles and 2 magnums are 10: refused, saying what is missing.
  await formats.getByTestId('future-format-count').nth(1).fill('2');
  await formats.getByTestId('future-formats-dialog-submit').click();
  await expect(formats).toContainText('Les formats choisis font 10 équivalent(s) bouteille pour 12 commandé(s) : il en manque 2');
  await formats.getByTestId('future-format-count').nth(1).fill('3');
  await expect(formats.getByTestId('future-formats-total')).toContainText('12 équivalent(s) bouteille sur 12');
  await formats.getByTestId('future-formats-dialog-submit').click();
  await expect(formats).toBeHidden();
  await expect(row.getByTestId('future-order-formats')).toContainText('6 × ');
  await expect(row.getByTestId('future-order-formats')).toContainText('3 × ');

  // Bottled: the order is delivered, its lines now the formats at the same total.
  await screen.getByTestId('future-bottled').click();
  await page.getByTestId('future-move-dialog').getByTestId('confirm-dialog-ok').click();
  await expect(screen.getByTestId('future-status')).toHaveText('En livraison');
  await row.getByTestId('future-order-deliver').click();
  await page.getByTestId('future-deliver-dialog').getByTestId('future-deliver-dialog-submit').click();
  await expect(row.getByTestId('future-order-delivered')).toBeVisible();
  await row.getByTestId('future-order-link').click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
  await expect(page.getByText('372,00').first()).toBeVisible();
});
