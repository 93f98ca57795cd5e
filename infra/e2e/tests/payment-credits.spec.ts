import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
interface Doc { id: number; number: string; totalTtcCents: number; lines: Array<{ id: number; orderLineId: number | null }> }

/** An invoiced order entered at the desk for the CRM client Cave du Vieux Port. */
async function invoiced(request: APIRequestContext, token: string, quantity: number): Promise<Doc> {
  const sale = await request.post('/v1/orders/staff', { headers: bearer(token), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity }] } });
  expect(sale.status(), await sale.text()).toBe(201);
  const invoice = await request.post(`/v1/orders/${((await sale.json()) as { id: number }).id}/invoice`, { headers: bearer(token) });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return (await invoice.json()) as Doc;
}

test('a credit note on a paid invoice is a credit the owner uses to pay the client\'s next invoice', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER);
  const today = new Date().toISOString().slice(0, 10);
  // Invoice A is paid by transfer, then a bottle comes back: a credit note on it, now a credit of the client.
  const a = await invoiced(request, token, 2);
  const paid = await request.post('/v1/payments', { headers: bearer(token), data: { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] } });
  expect(paid.status(), await paid.text()).toBe(201);
  const line = a.lines.find((l) => l.orderLineId !== null)!;
  const made = await request.post(`/v1/invoices/${a.id}/credit-note`, { headers: bearer(token), data: { lines: [{ lineId: line.id, quantity: 1 }], reason: 'Bouteille cassée' } });
  expect(made.status(), await made.text()).toBe(201);
  const credit = (await made.json()) as Doc;
  // The client's next invoice, larger than the credit.
  const b = await invoiced(request, token, 3);

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments/credits');
  const row = page.getByTestId('credits-list-row').filter({ hasText: credit.number });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('invoice-credit-status')).toHaveText('Entier');
  await row.getByTestId('credit-use').click();
  const dialog = page.getByTestId('record-payment-dialog');
  await expect(dialog).toContainText(`Utiliser l'avoir ${credit.number}`);
  await expect(dialog.getByTestId('record-payment-client')).toContainText('Cave du Vieux Port');
  // Other journeys may leave older invoices of this client: only B takes the credit.
  const fields = dialog.getByTestId('payment-allocation');
  for (let i = 0; i < (await fields.count()); i += 1) await fields.nth(i).fill('');
  await dialog.getByLabel(`Montant réglé sur la facture ${b.number} (€)`).fill((credit.totalTtcCents / 100).toFixed(2).replace('.', ','));
  await dialog.getByTestId('record-payment-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Avoir ${credit.number} utilisé`);
  await expect(row.getByTestId('invoice-credit-status')).toHaveText('Soldé');
  await expect(row.getByTestId('credit-use')).toHaveCount(0);

  // B now owes the rest only.
  const owed = (await (await request.get(`/v1/outstandings?shopId=1&search=${b.number}`, { headers: bearer(token) })).json()) as { items: Array<{ invoices: Array<{ id: number; leftCents: number }> }> };
  expect(owed.items.flatMap((c) => c.invoices).find((i) => i.id === b.id)?.leftCents).toBe(b.totalTtcCents - credit.totalTtcCents);
});

test('the owner pays a credit back to the client: part by cheque, then the rest, and it reads Remboursé', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER);
  const today = new Date().toISOString().slice(0, 10);
  // An order paid, then cancelled by a credit note on its whole invoice: the client is owed all of it back.
  const a = await invoiced(request, token, 1);
  const paid = await request.post('/v1/payments', { headers: bearer(token), data: { shopId: 1, type: 'transfer', amountCents: a.totalTtcCents, receivedOn: today, allocations: [{ invoiceId: a.id, amountCents: a.totalTtcCents }] } });
  expect(paid.status(), await paid.text()).toBe(201);
  const made = await request.post(`/v1/invoices/${a.id}/credit-note`, { headers: bearer(token), data: { reason: 'Commande annulée' } });
  expect(made.status(), await made.text()).toBe(201);
  const credit = (await made.json()) as Doc;
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments/credits');
  const row = page.getByTestId('credits-list-row').filter({ hasText: credit.number });
  await row.getByTestId('credit-refund').click();
  const dialog = page.getByTestId('refund-credit-dialog');
  await expect(dialog).toContainText(`Rembourser l'avoir ${credit.number}`);
  // All that is left is offered; more is refused on the field, nothing sent.
  await expect(dialog.getByTestId('refund-credit-amount')).toHaveValue(euros(credit.totalTtcCents));
  await dialog.getByTestId('refund-credit-amount').fill(euros(credit.totalTtcCents + 1));
  await dialog.getByTestId('refund-credit-dialog-submit').click();
  await expect(dialog).toContainText('Il ne reste que');
  // Five euros by cheque first.
  await dialog.getByTestId('refund-credit-type').selectOption('cheque');
  await dialog.getByTestId('refund-credit-amount').fill('5,00');
  await dialog.getByTestId('refund-credit-reference').fill('CHQ 0098765');
  await dialog.getByTestId('refund-credit-dialog-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`remboursés à Cave du Vieux Port sur l'avoir ${credit.number}`);
  await expect(row.getByTestId('invoice-credit-status')).toHaveText('Partiel');
  await expect(row.getByTestId('credit-available')).toContainText(euros(credit.totalTtcCents - 500));

  // Then the rest by transfer: nothing left, paid back.
  await row.getByTestId('credit-refund').click();
  await expect(dialog.getByTestId('refund-credit-amount')).toHaveValue(euros(credit.totalTtcCents - 500));
  await dialog.getByTestId('refund-credit-dialog-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('invoice-credit-status')).toHaveText('Remboursé');
  await expect(row.getByTestId('credit-refund')).toHaveCount(0);

  // The payments list shows the cheque going out, against the credit note.
  await page.goto('/dashboard/payments?type=cheque');
  const refund = page.getByTestId('payments-list-row').filter({ hasText: 'CHQ 0098765' });
  await expect(refund.getByTestId('payment-type')).toHaveText('Remboursement · Chèque');
  await expect(refund.getByTestId('payment-amount')).toContainText(/[-−]5,00/);
  await expect(refund.getByTestId('payment-invoices')).toHaveText(`Avoir ${credit.number}`);
});
