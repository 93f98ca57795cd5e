import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';

interface Issued { id: number; number: string; clientName: string; totalTtcCents: number }

/** Cents as the screens show them (formatCents, French): 123456 → "1 234,56 €". */
const shown = (cents: number) => `${String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${String(cents % 100).padStart(2, '0')} €`;

test("the owner records a client's SEPA mandate, debits an open invoice in a batch, downloads the pain.008 file, marks it collected and sees the invoice paid", async ({ page, request }) => {
  // The shop's creditor identifier (Paramètres › Facturation), the other billing settings kept as they are.
  const owner = await tokenOf(request, OWNER);
  const billing = await (await request.get('/v1/shops/me/billing', { headers: bearer(owner) })).json() as Record<string, unknown>;
  const saved = await request.put('/v1/shops/me/billing', { headers: bearer(owner), data: { ...billing, sepaCreditorId: 'FR72ZZZ123456' } });
  expect(saved.status(), await saved.text()).toBe(200);
  // An open invoice of the CRM client 1, entered at the desk and invoiced.
  const made = await request.post('/v1/orders/staff', { headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 1 }] } });
  expect(made.status(), await made.text()).toBe(201);
  const invoiced = await request.post(`/v1/orders/${((await made.json()) as { id: number }).id}/invoice`, { headers: bearer(owner), data: {} });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoice = (await invoiced.json()) as Issued;

  // Ventes › Prélèvements SEPA: a new mandate for the client, its reference generated.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments/sepa');
  await expect(page.getByTestId('direct-debits-screen')).toBeVisible();
  await page.getByTestId('mandate-new').click();
  const mandateDialog = page.getByTestId('mandate-dialog');
  await mandateDialog.getByTestId('payment-client-search').fill(invoice.clientName);
  await mandateDialog.getByTestId('payment-client-option').filter({ hasText: invoice.clientName }).first().click();
  await expect(mandateDialog.getByTestId('mandate-client')).toContainText(invoice.clientName);
  // A wrong IBAN is refused in French before anything is sent.
  await mandateDialog.getByTestId('mandate-iban').fill('FR77 3000 6000 0112 3456 7890 189');
  await mandateDialog.getByTestId('mandate-dialog-submit').click();
  await expect(mandateDialog.getByRole('alert')).toContainText('Cet IBAN n’est pas valide');
  await mandateDialog.getByTestId('mandate-iban').fill('DE89 3704 0044 0532 0130 00');
  const created = page.waitForResponse((r) => r.url().endsWith('/v1/sepa/mandates') && r.request().method() === 'POST');
  await mandateDialog.getByTestId('mandate-dialog-submit').click();
  const mandate = (await (await created).json()) as { reference: string };
  await expect(mandateDialog).toBeHidden();
  await expect(page.getByTestId('mandates-list-row').filter({ hasText: mandate.reference })).toBeVisible();

  // A batch: the invoice is offered for what is left on it, collected the next business day at the soonest.
  await page.getByTestId('batch-new').click();
  const batchDialog = page.getByTestId('batch-dialog');
  const offered = batchDialog.getByTestId('batch-invoice').filter({ hasText: invoice.number });
  await expect(offered).toContainText(shown(invoice.totalTtcCents));
  await offered.click();
  const batchMade = page.waitForResponse((r) => r.url().endsWith('/v1/sepa/batches') && r.request().method() === 'POST');
  await batchDialog.getByTestId('batch-dialog-submit').click();
  const batch = (await (await batchMade).json()) as { reference: string; collectionDate: string };
  await expect(batchDialog).toBeHidden();
  const row = page.getByTestId('batches-list-row').filter({ hasText: batch.reference });
  await expect(row.getByTestId('batch-status')).toHaveText('À transmettre');
  await expect(row.getByTestId('batch-total')).toHaveText(shown(invoice.totalTtcCents));

  // "Télécharger le fichier": the pain.008.001.02 for the bank; the batch is now with the bank.
  const downloading = page.waitForEvent('download');
  await row.getByTestId('batch-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${batch.reference}.xml`);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
  expect(xml).toContain(`<MsgId>${batch.reference}</MsgId>`);
  expect(xml).toContain(`<CtrlSum>${(invoice.totalTtcCents / 100).toFixed(2)}</CtrlSum>`);
  expect(xml).toContain(`<MndtId>${mandate.reference}</MndtId>`);
  expect(xml).toContain(`<ReqdColltnDt>${batch.collectionDate}</ReqdColltnDt>`);
  expect(xml).toContain('<Id>FR72ZZZ123456</Id>');
  await expect(row.getByTestId('batch-status')).toHaveText('Transmis à la banque');

  // The bank collected it: confirmed, one payment recorded, the invoice paid.
  await row.getByTestId('batch-completed').click();
  await page.getByTestId('batch-answer-confirm').getByTestId('confirm-dialog-ok').click();
  await expect(row.getByTestId('batch-status')).toHaveText('Prélevé');
  await expect(row.getByTestId('debit-payment-status')).toHaveText('Payé');

  await page.goto('/dashboard/payments');
  const searched = page.waitForResponse((r) => r.url().includes('/v1/payments?') && r.url().includes(`search=${invoice.number}`));
  await page.getByTestId('payments-list').getByRole('textbox', { name: 'Rechercher' }).fill(invoice.number);
  await searched;
  await expect(page.getByTestId('payments-list-row').filter({ hasText: 'Prélèvement' }).first()).toBeVisible();
});

test('the owner deletes a batch made by mistake, after confirming, and its invoice is offered again', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const billing = await (await request.get('/v1/shops/me/billing', { headers: bearer(owner) })).json() as Record<string, unknown>;
  expect((await request.put('/v1/shops/me/billing', { headers: bearer(owner), data: { ...billing, sepaCreditorId: 'FR72ZZZ123456' } })).status()).toBe(200);
  // An open invoice of the demo's first client, who has a mandate (seed), put in a batch.
  const made = await request.post('/v1/orders/staff', { headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 1 }] } });
  expect(made.status(), await made.text()).toBe(201);
  const invoice = (await (await request.post(`/v1/orders/${((await made.json()) as { id: number }).id}/invoice`, { headers: bearer(owner), data: {} })).json()) as Issued;
  const { earliestCollectionDate } = (await (await request.get('/v1/sepa/debitable?shopId=1', { headers: bearer(owner) })).json()) as { earliestCollectionDate: string };
  const created = await request.post('/v1/sepa/batches', { headers: bearer(owner), data: { shopId: 1, collectionDate: earliestCollectionDate, invoiceIds: [invoice.id] } });
  expect(created.status(), await created.text()).toBe(201);
  const batch = (await created.json()) as { reference: string };

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments/sepa');
  const row = page.getByTestId('batches-list-row').filter({ hasText: batch.reference });
  await row.getByTestId('batch-delete').click();
  const confirm = page.getByTestId('batch-delete-confirm');
  await expect(confirm).toContainText(`Supprimer le lot ${batch.reference} ?`);
  // Cancelled first: nothing happens.
  await confirm.getByTestId('confirm-dialog-cancel').click();
  await expect(row).toBeVisible();
  await row.getByTestId('batch-delete').click();
  await page.getByTestId('batch-delete-confirm').getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText(`Lot ${batch.reference} supprimé`);
  await expect(row).toHaveCount(0);
  // The invoice may go in a new batch.
  await page.getByTestId('batch-new').click();
  await expect(page.getByTestId('batch-dialog').getByTestId('batch-invoice').filter({ hasText: invoice.number })).toBeVisible();
});
