import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';

/** A fresh order of the demo buyer at Domaine des Coteaux (2 bottles), validated by the owner. */
async function validatedOrder(request: APIRequestContext, buyer: string, owner: string) {
  const placed = await request.post('/v1/orders', { headers: bearer(buyer), data: { shopId: 1, lines: [{ productId: 1, quantity: 2 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; reference: string };
  const validated = await request.put(`/v1/orders/${order.id}/validate`, { headers: bearer(owner), data: {} });
  expect(validated.ok(), await validated.text()).toBe(true);
  return order;
}

test('deposit, invoice with the deposit deducted, sending by e-mail, cancelling an order, invoice prefix', async ({ page, request }) => {
  test.setTimeout(60_000);
  const buyer = await tokenOf(request, BUYER);
  const owner = await tokenOf(request, OWNER);
  const billing = await request.get('/v1/shops/me/billing', { headers: bearer(owner) });
  expect(billing.ok(), await billing.text()).toBe(true);
  const before = (await billing.json()) as { invoicePrefix: string; creditPrefix: string; paymentDelay: string };
  const deposited = await validatedOrder(request, buyer, owner);
  const cancelled = await validatedOrder(request, buyer, owner);
  const later = await validatedOrder(request, buyer, owner);

  try {
    // A 30 % deposit asked from the order's page: the dialog says what it makes before it is issued.
    await loginThroughApi(page, OWNER);
    await page.goto(`/dashboard/orders/${deposited.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Validée');
    await page.getByTestId('order-ask-deposit').click();
    const dialog = page.getByTestId('deposit-dialog');
    await dialog.getByTestId('deposit-value').fill('30');
    await expect(dialog.getByTestId('deposit-preview')).toContainText(/Acompte demandé : .*€ TTC/);
    await dialog.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: /Facture d'acompte \S+ émise\./ }).last()).toBeVisible();
    const depositRow = page.locator('[data-testid="order-invoice"][data-kind="deposit"]');
    await expect(depositRow.getByTestId('order-invoice-number')).toHaveText(/^[A-Z0-9-]+\d{4}-\d+$/);
    const depositNumber = (await depositRow.getByTestId('order-invoice-number').textContent())!;

    // Factures d'acompte lists it.
    await page.getByTestId('side-menu').getByRole('link', { name: "Factures d'acompte", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/deposits$/);
    await expect(page.getByTestId('deposits-list-row').filter({ hasText: depositNumber })).toBeVisible();

    // The order is invoiced: its invoice deducts the deposit.
    await page.goto(`/dashboard/orders/${deposited.id}`);
    await page.getByTestId('order-issue-invoice').click();
    const invoiceRow = page.locator('[data-testid="order-invoice"][data-kind="invoice"]');
    await expect(invoiceRow.getByTestId('order-invoice-number')).toBeVisible();
    const invoiceNumber = (await invoiceRow.getByTestId('order-invoice-number').textContent())!;
    await expect(page.getByTestId('order-status')).toHaveText('Facturée');
    await page.goto('/dashboard/orders/bills');
    const row = page.getByTestId('invoices-list-row').filter({ hasText: invoiceNumber });
    await row.getByTestId('invoice-detail-open').click();
    const detail = page.getByTestId('invoice-detail');
    await expect(detail.getByTestId('invoice-detail-line').filter({ hasText: `Acompte ${depositNumber} déduit` })).toBeVisible();

    // Sent by e-mail from its detail, to the client's address prefilled (a recipient), here replaced by another.
    await detail.getByTestId('invoice-send-open').click();
    const send = page.getByTestId('send-document-dialog');
    await expect(send.getByTestId('send-document-to-tag')).toHaveCount(1);
    await expect(send.getByTestId('send-document-to-tag')).toContainText('@');
    // The owner holds accessCollaborator and accessAgent: the shop's agent is suggested.
    await expect(send.locator('datalist option[value="agent@vendange.test"]')).toHaveCount(1);
    await send.getByTestId('send-document-to-tag').getByRole('button').click();
    await send.getByTestId('send-document-to-input').fill(BUYER);
    await send.getByTestId('send-document-to-input').press('Enter');
    await expect(send.getByTestId('send-document-to-tag')).toHaveText(BUYER);
    await send.getByTestId('send-document-submit').click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: `Envoyée à ${BUYER}.` }).last()).toBeVisible();
    await expect(send).toHaveCount(0);

    // Another validated order is cancelled, saying why (required).
    await page.goto(`/dashboard/orders/${cancelled.id}`);
    await page.getByTestId('order-cancel').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm.getByTestId('order-cancel-effects')).toContainText('remis en vente');
    await confirm.getByTestId('confirm-dialog-ok').click();
    await expect(confirm.getByText('Indiquez au client pourquoi la commande est annulée.')).toBeVisible();
    await confirm.getByTestId('order-cancel-reason-input').fill('Rupture de stock sur cette cuvée');
    await confirm.getByTestId('confirm-dialog-ok').click();
    await expect(page.getByTestId('order-status')).toHaveText('Annulée');
    await expect(page.getByTestId('order-cancel-reason')).toContainText('Rupture de stock sur cette cuvée');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);

    // The orders list filtered on cancelled orders (kept in the URL) shows it.
    await page.goto('/dashboard/orders?status=cancelled');
    await expect(page.getByTestId('order-filter-status')).toHaveValue('cancelled');
    await expect(page.getByTestId('orders-list-row').filter({ hasText: cancelled.reference })).toBeVisible();

    // Paramètres › Paiements: invoice prefix VE; the next number is previewed, then given.
    await page.goto('/dashboard/settings?link=billing');
    const numbering = page.getByTestId('billing-numbering-form');
    await numbering.getByTestId('billing-invoice-prefix').fill('ve');
    await expect(page.getByTestId('billing-next-number')).toContainText(/Prochaine facture : VE\d{4}-\d{5}/);
    await numbering.getByTestId('billing-numbering-save').click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Numérotation des factures enregistrée.' }).last()).toBeVisible();
    const issued = await request.post(`/v1/orders/${later.id}/invoice`, { headers: bearer(owner), data: {} });
    expect(issued.status(), await issued.text()).toBe(201);
    expect(((await issued.json()) as { number: string }).number).toMatch(/^VE\d{4}-\d{5}$/);
  } finally {
    // Other journeys expect the default prefixes.
    await request.put('/v1/shops/me/billing', { headers: bearer(owner), data: before });
  }
});
