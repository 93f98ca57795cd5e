import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughApi, tokenOf } from '../helpers';

// Château Belle Rivière (owner2): the journeys of other specs shop at Domaine des Coteaux, and
// this spec puts the shop's rules back as they were, whatever happens.
const OWNER = 'owner2@vendange.test';
const SHOP_CODE = 'BELLERIV';

type Rules = Record<string, unknown>;

async function rulesOf(request: APIRequestContext, token: string): Promise<Rules> {
  const res = await request.get('/v1/shops/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { sales: Rules }).sales;
}

async function putRules(request: APIRequestContext, token: string, rules: Rules): Promise<void> {
  const res = await request.put('/v1/shops/me/sales-rules', { headers: { authorization: `Bearer ${token}` }, data: rules });
  expect(res.ok(), `restoring the rules: ${res.status()}`).toBe(true);
}

const saved = (page: Page) => expect(page.getByTestId('snackbar-success').filter({ hasText: 'Réglages de vente enregistrés.' }).last()).toBeVisible();

test('the owner sets deliveries, franco, order rules and payment methods; the shop page reflects them', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER);
  const original = await rulesOf(request, token);
  try {
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/settings?link=delivery');
    const deliveries = page.getByTestId('deliveries-section');
    await expect(deliveries.getByTestId('delivery-mode').filter({ hasText: 'Transporteur' })).toBeVisible();

    // A new mode starts from the spec's parcel rule: 12 bottles, 7,00 € per extra parcel.
    await deliveries.getByTestId('delivery-mode-add').click();
    const modeDialog = page.getByTestId('delivery-mode-dialog');
    await expect(modeDialog.getByTestId('delivery-mode-per-parcel')).toHaveValue('12');
    await expect(modeDialog.getByTestId('delivery-mode-extra')).toHaveValue('7,00');
    await modeDialog.getByTestId('delivery-mode-dialog-submit').click();
    await expect(modeDialog.getByText('Ce champ ne peut pas être vide').first()).toBeVisible();
    await modeDialog.getByTestId('delivery-mode-type').selectOption({ label: 'Chronopost' });
    await modeDialog.getByLabel('Nom affiché aux clients').fill('Chronopost 24 h');
    await modeDialog.getByTestId('delivery-mode-price').fill('14.5');
    await modeDialog.getByTestId('delivery-mode-delay').fill('24 à 48 h');
    await modeDialog.getByTestId('delivery-mode-dialog-submit').click();
    await expect(modeDialog).toBeHidden();
    const chrono = deliveries.getByTestId('delivery-mode').filter({ hasText: 'Chronopost 24 h' });
    await expect(chrono).toContainText('14,50 € HT le premier colis');
    await expect(chrono).toContainText('12 bouteilles par colis, 7,00 € HT par colis supplémentaire');

    // Deleting asks first.
    await deliveries.getByRole('button', { name: 'Supprimer Transporteur' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(deliveries.getByTestId('delivery-mode')).toHaveCount(1);

    const points = page.getByTestId('collection-points-section');
    await points.getByTestId('collection-point-add').click();
    const pointDialog = page.getByTestId('collection-point-dialog');
    await pointDialog.getByTestId('collection-point-name').fill('Salon des vins de Bordeaux');
    await pointDialog.getByTestId('collection-point-address').fill('Hangar 14, quai des Chartrons, 33000 Bordeaux');
    await pointDialog.getByTestId('collection-point-hours').fill('Samedi, 10 h – 19 h');
    await pointDialog.getByTestId('collection-point-dialog-submit').click();
    await expect(points.getByTestId('collection-point').filter({ hasText: 'Salon des vins de Bordeaux' })).toContainText('Gratuit');

    await page.getByTestId('franco-amount').fill('150');
    await page.getByTestId('franco-quantity').fill('24');
    await page.getByTestId('franco-mode').getByText('Les deux', { exact: true }).click();
    await page.getByTestId('rule-min-amount').fill('80,50');
    await page.getByTestId('rule-multiple').fill('6');

    // Unsaved changes: leaving for the other tab asks first.
    await page.getByTestId('settings-tabs').getByRole('link', { name: 'Paiements' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Rester sur la page' }).click();
    await expect(page).toHaveURL(/link=delivery$/);

    await page.getByTestId('settings-save').click();
    await saved(page);
    await expect(page.getByTestId('settings-dirty')).toBeHidden();

    await page.getByTestId('settings-tabs').getByRole('link', { name: 'Paiements' }).click();
    await expect(page).toHaveURL(/link=billing$/);
    for (const method of ['cheque', 'cash']) await page.getByTestId(`payment-methods-${method}`).click();

    // A second bank, then the default one: transfers will go to it.
    const banks = page.getByTestId('bank-section');
    await expect(banks.getByTestId('bank')).toHaveCount(1);
    await expect(banks.getByTestId('bank').filter({ hasText: 'BRED Banque Populaire' }).getByTestId('bank-default')).toHaveText('Par défaut');
    await banks.getByTestId('bank-add').click();
    const bankDialog = page.getByTestId('bank-dialog');
    // A new bank starts with the holder of the others.
    await expect(bankDialog.getByTestId('bank-holder')).toHaveValue('SCEA Château Belle Rivière');
    await bankDialog.getByTestId('bank-name').fill('Crédit Agricole Aquitaine');
    await bankDialog.getByTestId('bank-iban').fill('FR76 1234');
    await bankDialog.getByTestId('bank-bic').fill('agrifrpp');
    await bankDialog.getByTestId('bank-dialog-submit').click();
    await expect(bankDialog.getByText("L'IBAN n'est pas valide")).toBeVisible();
    await bankDialog.getByTestId('bank-iban').fill('fr7630004000031234567890143');
    await bankDialog.getByTestId('bank-iban').blur();
    await expect(bankDialog.getByTestId('bank-iban')).toHaveValue('FR76 3000 4000 0312 3456 7890 143');
    await bankDialog.getByTestId('bank-dialog-submit').click();
    await expect(bankDialog).toBeHidden();
    const agricole = banks.getByTestId('bank').filter({ hasText: 'Crédit Agricole Aquitaine' });
    await expect(agricole).toContainText('FR76 3000 4000 0312 3456 7890 143');
    await expect(agricole).toContainText('AGRIFRPP');
    await expect(agricole.getByTestId('bank-default')).toHaveCount(0);
    await agricole.getByRole('button', { name: 'Définir Crédit Agricole Aquitaine par défaut' }).click();
    await expect(agricole.getByTestId('bank-default')).toBeVisible();
    await expect(banks.getByTestId('bank-default')).toHaveCount(1);
    // Removing a bank asks first; cancelled, it stays.
    await banks.getByRole('button', { name: 'Supprimer BRED Banque Populaire' }).click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('« BRED Banque Populaire » sera retirée de vos banques.');
    await page.getByTestId('confirm-dialog-cancel').click();
    await expect(banks.getByTestId('bank')).toHaveCount(2);

    await page.getByTestId('terms-cgv').fill('Livraison sous 8 jours. Les vins voyagent aux risques du destinataire.');
    await page.getByTestId('settings-save').click();
    await saved(page);

    // Everything is still there after a reload.
    await page.reload();
    for (const name of ['Carte bancaire (Stripe)', 'Virement', 'Chèque', 'Espèces au retrait']) {
      await expect(page.getByRole('checkbox', { name })).toBeChecked();
    }
    await expect(page.getByRole('checkbox', { name: 'Prélèvement' })).not.toBeChecked();
    await expect(page.getByTestId('bank')).toHaveCount(2);
    await expect(page.getByTestId('bank').filter({ hasText: 'Crédit Agricole Aquitaine' }).getByTestId('bank-default')).toBeVisible();
    // Transfers are now paid to the new default bank.
    expect(((await rulesOf(request, token)).bank as { iban: string }).iban).toBe('FR7630004000031234567890143');
    await page.goto('/dashboard/settings?link=delivery');
    await expect(page.getByTestId('delivery-mode')).toHaveText([/Chronopost 24 h/]);
    await expect(page.getByTestId('collection-point').filter({ hasText: 'Salon des vins de Bordeaux' })).toBeVisible();
    await expect(page.getByTestId('franco-amount')).toHaveValue('150,00');
    await expect(page.getByRole('radio', { name: /Les deux/ })).toBeChecked();
    await expect(page.getByTestId('rule-min-amount')).toHaveValue('80,50');
    await expect(page.getByTestId('rule-multiple')).toHaveValue('6');

    // What buyers read of the shop, without the bank details.
    const publicShop = (await (await request.get(`/v1/shops/${SHOP_CODE}`)).json()) as { sales: Rules & { deliveries: Rules[]; collectionPoints: Rules[] } };
    expect(publicShop.sales.deliveries).toEqual([
      { type: 'chronopost', ref: 'chronopost-24-h', name: 'Chronopost 24 h', priceCents: 1450, perParcel: 12, extraParcelCents: 700, delay: '24 à 48 h' },
    ]);
    expect(publicShop.sales.collectionPoints).toContainEqual(
      { id: 'salon-des-vins-de-bordeaux', name: 'Salon des vins de Bordeaux', address: 'Hangar 14, quai des Chartrons, 33000 Bordeaux', priceCents: 0, hours: 'Samedi, 10 h – 19 h' },
    );
    expect(publicShop.sales).toMatchObject({
      franco: { amountCents: 15_000, quantity: 24, mode: 'all' }, minAmountHtCents: 8050, multipleOf: 6,
      paymentsList: ['stripe', 'transfer', 'cheque', 'cash'], cgv: 'Livraison sous 8 jours. Les vins voyagent aux risques du destinataire.',
    });
    expect(publicShop.sales).not.toHaveProperty('bank');
    expect(publicShop.sales).not.toHaveProperty('banks');
  } finally {
    await putRules(request, token, original);
  }
});

test('a collaborator reads the sales settings without changing them, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginThroughApi(page, 'staff@vendange.test');
  await page.goto('/dashboard/settings?link=billing');
  await expect(page.getByTestId('settings-read-only')).toContainText('Seul le propriétaire de la boutique peut modifier ces réglages.');
  await expect(page.getByRole('checkbox', { name: 'Virement' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Virement' })).toBeDisabled();
  await expect(page.getByTestId('settings-save')).toHaveCount(0);
  // Without the payments right, the shop's banks are not sent: no section.
  await expect(page.getByTestId('bank-section')).toHaveCount(0);
  await page.getByTestId('settings-tabs').getByRole('link', { name: 'Livraison' }).click();
  await expect(page.getByTestId('delivery-mode').first()).toBeVisible();
  await expect(page.getByTestId('delivery-mode-add')).toHaveCount(0);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the owner validates and refuses pending orders; the buyer follows them without those buttons', async ({ page, request, browser }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const place = async () => {
    const res = await request.post('/v1/orders', { headers: { authorization: `Bearer ${buyer}` }, data: { shopId: 2, lines: [{ productId: 6, quantity: 6 }] } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; reference: string; paymentType: string | null };
  };
  const first = await place();
  const second = await place();
  expect(first.paymentType).toBeNull();

  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/orders/${first.id}`);
  await expect(page.getByTestId('order-payment-type')).toHaveText('Moyen de paiement non choisi');
  await expect(page.getByTestId('order-payment').getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
  await page.getByTestId('order-validate').click();
  await expect(page.getByTestId('order-validated')).toContainText('Commande validée.');
  await expect(page.getByTestId('order-status')).toHaveText('Validée');
  await expect(page.getByTestId('order-actions')).toHaveCount(0);

  await page.goto(`/dashboard/orders/${second.id}`);
  await page.getByTestId('order-refuse').click();
  // The buyer is told why (issue 15): the dialog asks for the reason.
  await page.getByTestId('order-refuse-reason').fill('Cuvée épuisée.');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(page.getByTestId('order-refused')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Refusée');

  // The list shows the payment column to the producer.
  await page.goto('/dashboard/orders');
  const row = page.getByTestId('orders-list-row').filter({ hasText: first.reference });
  await expect(row.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');

  // The buyer finds their orders from the menu, by producer, and can only read them.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const buyerPage = await context.newPage();
  await loginThroughApi(buyerPage, 'buyer@vendange.test');
  await buyerPage.goto('/dashboard');
  await buyerPage.getByTestId('side-menu').getByRole('link', { name: 'Commandes', exact: true }).first().click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/orders$/);
  // References count per shop: the producer's name tells this one from Domaine des Coteaux's.
  const mine = buyerPage.getByTestId('orders-list-row').filter({ hasText: first.reference }).filter({ hasText: 'Château Belle Rivière' });
  await expect(mine).toHaveCount(1);
  await mine.getByRole('link', { name: first.reference }).click();
  await expect(buyerPage.getByTestId('order-status')).toHaveText('Validée');
  await expect(buyerPage.getByTestId('order-payment')).toBeVisible();
  await expect(buyerPage.getByTestId('order-validate')).toHaveCount(0);
  await expect(buyerPage.getByTestId('order-refuse')).toHaveCount(0);
  await context.close();
});
