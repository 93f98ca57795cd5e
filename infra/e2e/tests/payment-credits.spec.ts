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
