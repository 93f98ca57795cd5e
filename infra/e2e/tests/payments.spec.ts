import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, loginThroughApi, readMail, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const CLIENT_MAIL = 'cave@vieuxport.test';

interface Issued { id: number; number: string; clientName: string; totalTtcCents: number }

/** Cents as the payment dialog writes them in its inputs: 3400 → "34,00". */
const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
/** Cents as the screens show them (formatCents, French): 123456 → "1 234,56 €". */
const shown = (cents: number) => `${euros(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

/** The open invoices of the client shown on the outstandings screen (searched by name), opened. */
async function openInvoicesOf(page: Page, clientName: string): Promise<Locator> {
  await page.goto(`/dashboard/payments/outstandings?search=${encodeURIComponent(clientName)}`);
  const row = page.locator(`[data-testid="outstanding-client-row"][data-client="${clientName}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('outstanding-client-toggle').click();
  const invoices = page.locator(`[data-testid="outstanding-client-invoices"][data-client="${clientName}"]`);
  await expect(invoices).toBeVisible();
  return invoices;
}

/** Narrows the payments list to a reference, once the list searched holds it (the search waits for typing to pause). */
async function searchPayments(page: Page, reference: string): Promise<void> {
  const searched = page.waitForResponse((r) => r.url().includes('/v1/payments?') && r.url().includes(`search=${reference}`));
  await page.getByTestId('payments-list').getByRole('textbox', { name: 'Rechercher' }).fill(reference);
  await searched;
}

const invoiceRow = (invoices: Locator, number: string) => invoices.locator(`[data-testid="outstanding-invoice"][data-number="${number}"]`);

test('the owner sees what a client owes, records a cheque spread over two invoices, marks it unpaid, and gets the FEC prepared in the background through the documents poll', async ({ page, request }) => {
  // The shell asks for documents every 30 s (spec point 7): the journey waits for one round of it.
  test.setTimeout(200_000);
  // Two validated orders entered at the desk for the CRM client 1, each invoiced: two open invoices.
  const owner = await tokenOf(request, OWNER);
  const issued: Issued[] = [];
  for (let i = 0; i < 2; i++) {
    const made = await request.post('/v1/orders/staff', {
      headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 2 }] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const order = (await made.json()) as { id: number };
    const invoiced = await request.post(`/v1/orders/${order.id}/invoice`, { headers: bearer(owner), data: {} });
    expect(invoiced.status(), await invoiced.text()).toBe(201);
    issued.push((await invoiced.json()) as Issued);
  }
  const [first, second] = issued as [Issued, Issued];
  const client = first.clientName;
  expect(second.clientName).toBe(client);
  const extra = 1000;
  const amount = first.totalTtcCents + extra;
  const reference = `CHQ-${Date.now()}`;

  // Impayés: the client owes both invoices, in full.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments/outstandings');
  await expect(page.getByTestId('outstanding-buckets')).toBeVisible();
  await expect(page.getByTestId('outstanding-bucket-total')).toContainText('€');
  await page.getByTestId('outstanding-search').fill(client);
  await expect(page).toHaveURL(/search=/);
  let invoices = await openInvoicesOf(page, client);
  await expect(invoiceRow(invoices, first.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(first.totalTtcCents));
  await expect(invoiceRow(invoices, second.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(second.totalTtcCents));

  // Paiements: a cheque of the first invoice's total + 10,00 €, prefilled over the invoices the oldest first.
  await page.goto('/dashboard/payments');
  await expect(page.getByTestId('payments-screen')).toBeVisible();
  await page.getByTestId('record-payment-open').click();
  const dialog = page.getByTestId('record-payment-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('payment-client-search').fill(client);
  await dialog.getByTestId('payment-client-option').filter({ hasText: client }).first().click();
  await expect(dialog.getByTestId('record-payment-client')).toContainText(client);
  await expect(dialog.getByTestId('record-payment-type')).toHaveValue('transfer');
  await dialog.getByTestId('record-payment-type').selectOption({ label: 'Chèque' });
  await dialog.getByTestId('record-payment-amount').fill(euros(amount));
  await dialog.getByTestId('record-payment-reference').fill(reference);

  // Every open invoice of the client is listed the oldest due first, each taking what is left on it until the amount runs out.
  const rows = dialog.getByTestId('payment-allocation-row');
  const numbers = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-number') ?? ''));
  expect(numbers).toEqual(expect.arrayContaining([first.number, second.number]));
  const lefts = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-left-cents'))));
  let rest = amount;
  for (let i = 0; i < numbers.length; i++) {
    const share = Math.min(rest, lefts[i]!);
    rest -= share;
    await expect(rows.nth(i).getByTestId('payment-allocation')).toHaveValue(share > 0 ? euros(share) : '');
  }
  const ours = (n: string) => dialog.locator(`[data-testid="payment-allocation-row"][data-number="${n}"]`).getByTestId('payment-allocation');
  if (numbers.indexOf(first.number) === 0 && numbers.indexOf(second.number) === 1) {
    // A fresh database: our two invoices are the client's oldest.
    await expect(ours(first.number)).toHaveValue(euros(first.totalTtcCents));
    await expect(ours(second.number)).toHaveValue(euros(extra));
  } else {
    // Older invoices of this client left by another journey: the payment is put on ours by hand.
    for (let i = 0; i < numbers.length; i++) await rows.nth(i).getByTestId('payment-allocation').fill('');
    await ours(first.number).fill(euros(first.totalTtcCents));
    await ours(second.number).fill(euros(extra));
  }
  await expect(dialog.getByTestId('payment-unallocated')).toHaveCount(0);
  await dialog.getByTestId('record-payment-submit').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: 'enregistré' }).last()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The list shows it: today, the client, Chèque, its reference, its amount, both invoices, Payé.
  await searchPayments(page, reference);
  const payment = page.getByTestId('payments-list-row').filter({ hasText: reference });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('payment-client')).toHaveText(client);
  await expect(payment.getByTestId('payment-type')).toHaveText('Chèque');
  await expect(payment.getByTestId('payment-amount')).toHaveText(shown(amount));
  await expect(payment.getByTestId('payment-allocated')).toHaveText(shown(amount));
  await expect(payment.getByTestId('payment-invoices')).toContainText(first.number);
  await expect(payment.getByTestId('payment-invoices')).toContainText(second.number);
  await expect(payment.getByTestId('payment-status')).toHaveText('Payé');

  // Impayés: the first invoice is settled, the second owes its total less 10,00 €.
  invoices = await openInvoicesOf(page, client);
  await expect(invoiceRow(invoices, first.number)).toHaveCount(0);
  await expect(invoiceRow(invoices, second.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(second.totalTtcCents - extra));

  // The cheque bounces: marked Impayé after a confirmation, it no longer pays the invoices.
  await page.goto('/dashboard/payments');
  await searchPayments(page, reference);
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('payment-move-paid')).toHaveCount(0);
  await payment.getByTestId('payment-move-missing').click();
  const confirm = page.getByTestId('payment-move-confirm');
  await expect(confirm).toContainText(first.number);
  await confirm.getByTestId('confirm-dialog-ok').click();
  await expect(confirm).toHaveCount(0);
  await expect(payment.getByTestId('payment-status')).toHaveText('Impayé');
  await expect(payment.getByTestId('payment-actions')).toHaveCount(0);

  invoices = await openInvoicesOf(page, client);
  await expect(invoiceRow(invoices, first.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(first.totalTtcCents));
  await expect(invoiceRow(invoices, second.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(second.totalTtcCents));

  // Comptabilité: the FEC of this fiscal year prepared in the background; the documents poll opens it in a new tab,
  // a plain GET without the bearer token (its link carries its own token).
  await page.goto('/dashboard/accounting/exports');
  const year = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date());
  await expect(page.getByTestId('fec-from')).toHaveValue(`${year}-01-01`);
  await expect(page.getByTestId('fec-to')).toHaveValue(`${year}-12-31`);
  await page.getByTestId('export-kind').selectOption('fec');
  await page.getByTestId('export-prepare').click();
  const prepared = page.getByTestId('accounting-export').first();
  await expect(prepared.getByTestId('accounting-export-status')).toHaveText('Prêt', { timeout: 30_000 });
  await expect(prepared.getByTestId('accounting-export-download')).toContainText(/\d{9}FEC\d{8}\.txt/);
  // The shell's poll (every 30 s) hands it over: opened in a new tab, and listed under "Vos documents sont prêts".
  const ready = page.getByTestId('documents-ready');
  await expect(ready).toContainText('Vos documents sont prêts', { timeout: 45_000 });
  const link = ready.getByRole('link', { name: new RegExp(`FEC du 01/01/${year} au 31/12/${year}`) });
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(/\/v1\/accounting\/exports\/\d+\/file\?token=[\w-]+$/);
  // What the tab gets: a plain GET, without the bearer token.
  const file = await request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/filename="\d{9}FEC\d{8}\.txt"/);
  expect((await file.text()).split('\r\n')[0]!.startsWith('JournalCode')).toBe(true);
  expect(await file.text()).toContain(first.number);
  // Without its token the link opens nothing.
  expect((await request.get(url.replace(/\?token=.*$/, '?token=nope'))).status()).toBe(404);
});

/** Today in France as the screens write it (formatDate): 25/11/2026. */
const todayShown = () => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the owner reminds a client of an unpaid invoice: first reminder by e-mail, then the formal notice after a confirmation', async ({ page, request }) => {
  // A validated order entered at the desk for the CRM client 1 (Cave du Vieux Port), invoiced: an open invoice, nothing sent yet.
  const owner = await tokenOf(request, OWNER);
  const made = await request.post('/v1/orders/staff', {
    headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, validate: true, lines: [{ productId: 1, quantity: 1 }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const invoiced = await request.post(`/v1/orders/${((await made.json()) as { id: number }).id}/invoice`, { headers: bearer(owner), data: {} });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoice = (await invoiced.json()) as Issued;
  const today = todayShown();

  await loginThroughApi(page, OWNER);
  let invoices = await openInvoicesOf(page, invoice.clientName);
  let row = invoiceRow(invoices, invoice.number);
  await expect(row.getByTestId('outstanding-invoice-reminder')).toHaveCount(0);
  const remind = row.getByTestId('outstanding-invoice-remind');
  await expect(remind).toHaveText('Relancer');
  await remind.click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: `Relance 1 envoyée pour la facture ${invoice.number}.` }).last()).toBeVisible();

  // The line says what went, and offers the next level.
  await expect(row.getByTestId('outstanding-invoice-reminder')).toHaveText([`Relance 1 le ${today}`]);
  await expect(remind).toHaveText('Relancer (2e)');

  // The client got it, about this invoice, from the shop's legal name.
  const mail = await readMail(CLIENT_MAIL, new RegExp(`^Relance · ${escaped(invoice.number)} · `), 20_000);
  expect(mail.subject).toBe(`Relance · ${invoice.number} · EARL Domaine des Coteaux`);
  expect(mail.text).toContain(invoice.number);

  // The second one sent meanwhile (another tab): the screen read again offers the formal notice, which asks first.
  const second = await request.post(`/v1/invoices/${invoice.id}/reminders`, { headers: bearer(owner) });
  expect(second.status(), await second.text()).toBe(201);
  invoices = await openInvoicesOf(page, invoice.clientName);
  row = invoiceRow(invoices, invoice.number);
  await expect(row.getByTestId('outstanding-invoice-reminder')).toHaveText([`Relance 1 le ${today}`, `Relance 2 le ${today}`]);
  await expect(remind).toHaveText('Envoyer la mise en demeure');
  await remind.click();
  const confirm = page.getByTestId('outstanding-invoice-formal-confirm');
  await expect(confirm).toContainText('40 €');
  await confirm.getByTestId('confirm-dialog-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByTestId('outstanding-invoice-reminder')).toHaveCount(2);
  await remind.click();
  await confirm.getByTestId('confirm-dialog-ok').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: `Mise en demeure envoyée pour la facture ${invoice.number}.` }).last()).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByTestId('outstanding-invoice-reminder').last()).toHaveText(`Mise en demeure le ${today}`);
  // Nothing left to send: no more button, and the server says why if asked anyway.
  await expect(remind).toHaveCount(0);
  const again = await request.post(`/v1/invoices/${invoice.id}/reminders`, { headers: bearer(owner) });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('La mise en demeure est déjà partie : il n’y a plus de relance à envoyer pour cette facture.');
});

test('the owner turns the reminders of unpaid invoices on, with days in order, and finds them after a reload', async ({ page, request }) => {
  // Château Belle Rivière (owner2): no other journey depends on its schedule; put back as it was whatever happens.
  const owner2 = await tokenOf(request, 'owner2@vendange.test');
  const read = await request.get('/v1/shops/me/billing', { headers: bearer(owner2) });
  expect(read.ok(), await read.text()).toBe(true);
  const before = (await read.json()) as Record<string, unknown>;
  try {
    await loginThroughApi(page, 'owner2@vendange.test');
    await page.goto('/dashboard/settings?link=billing');
    const form = page.getByTestId('billing-numbering-form');
    const active = page.getByRole('checkbox', { name: 'Relancer automatiquement les factures impayées par e-mail' });
    await expect(active).not.toBeChecked();
    await form.getByTestId('billing-reminders-active').click();
    await expect(active).toBeChecked();
    const first = form.getByTestId('billing-reminders-firstDays');
    const second = form.getByTestId('billing-reminders-secondDays');
    const formal = form.getByTestId('billing-reminders-formalDays');

    // The second reminder before the first: said under its field, nothing saved.
    await first.fill('30');
    await second.fill('21');
    await formal.fill('45');
    await form.getByTestId('billing-numbering-save').click();
    await expect(form.getByTestId('billing-reminders').getByText('La deuxième relance vient après la première.')).toBeVisible();
    await expect(second).toHaveAttribute('aria-invalid', 'true');

    await first.fill('7');
    await expect(form.getByText('La deuxième relance vient après la première.')).toHaveCount(0);
    await form.getByTestId('billing-numbering-save').click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Numérotation des factures enregistrée.' }).last()).toBeVisible();
    await expect(form.getByTestId('billing-numbering-dirty')).toHaveCount(0);

    await page.reload();
    await expect(active).toBeChecked();
    await expect(first).toHaveValue('7');
    await expect(second).toHaveValue('21');
    await expect(formal).toHaveValue('45');
    const stored = await request.get('/v1/shops/me/billing', { headers: bearer(owner2) });
    expect(((await stored.json()) as { reminders: unknown }).reminders).toEqual({ active: true, firstDays: 7, secondDays: 21, formalDays: 45 });
  } finally {
    const back = await request.put('/v1/shops/me/billing', { headers: bearer(owner2), data: before });
    expect(back.ok(), `restoring the billing settings: ${back.status()}`).toBe(true);
  }
});

test("a client pays more than their invoice: from the payments list, the rest pays their next invoice", async ({ page, request }) => {
  // Restaurant La Treille (CRM client 2): an invoice paid by a transfer 20,00 € too large, then a new invoice.
  const owner = await tokenOf(request, OWNER);
  const invoice = async (quantity: number): Promise<Issued> => {
    const made = await request.post('/v1/orders/staff', { headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 2, validate: true, lines: [{ productId: 1, quantity }] } });
    expect(made.status(), await made.text()).toBe(201);
    const invoiced = await request.post(`/v1/orders/${((await made.json()) as { id: number }).id}/invoice`, { headers: bearer(owner), data: {} });
    expect(invoiced.status(), await invoiced.text()).toBe(201);
    return (await invoiced.json()) as Issued;
  };
  const first = await invoice(2);
  const reference = `VIR-${Date.now()}`;
  const paid = await request.post('/v1/payments', {
    headers: bearer(owner),
    data: { shopId: 1, type: 'transfer', amountCents: first.totalTtcCents + 2000, receivedOn: new Date().toISOString().slice(0, 10), reference, allocations: [{ invoiceId: first.id, amountCents: first.totalTtcCents }] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const next = await invoice(3);

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/payments');
  await searchPayments(page, reference);
  const payment = page.getByTestId('payments-list-row').filter({ hasText: reference });
  await expect(payment.getByTestId('payment-allocated')).toHaveText(`${shown(first.totalTtcCents)} (non affecté : 20,00 €)`);
  await payment.getByTestId('payment-allocate-rest').click();

  const dialog = page.getByRole('dialog', { name: 'Affecter le reste du paiement' });
  await expect(dialog.getByTestId('record-payment-client')).toContainText(first.clientName);
  await expect(dialog.getByTestId('record-payment-rest')).toHaveText('Reste à affecter sur ce paiement : 20,00 €');
  await expect(dialog.getByTestId('record-payment-amount')).toBeHidden();
  // Other journeys may leave this client older invoices: the rest goes to the new one only.
  const rows = dialog.getByTestId('payment-allocation-row');
  for (let i = 0; i < await rows.count(); i++) await rows.nth(i).getByTestId('payment-allocation').fill('');
  const nextRow = dialog.locator(`[data-testid="payment-allocation-row"][data-number="${next.number}"]`);
  await nextRow.getByTestId('payment-allocation').fill('25,00');
  await dialog.getByTestId('record-payment-submit').click();
  await expect(dialog.getByTestId('record-payment-error')).toHaveText('Les montants affectés dépassent le reste du paiement.');
  await nextRow.getByTestId('payment-allocation').fill('20,00');
  await dialog.getByTestId('record-payment-submit').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: `Reste du paiement de ${first.clientName} affecté : 20,00 € réglés.` })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(payment.getByTestId('payment-allocated')).toHaveText(shown(first.totalTtcCents + 2000));
  await expect(payment.getByTestId('payment-invoices')).toContainText(next.number);
  await expect(payment.getByTestId('payment-allocate-rest')).toHaveCount(0);
  const invoices = await openInvoicesOf(page, first.clientName);
  await expect(invoiceRow(invoices, next.number).getByTestId('outstanding-invoice-left')).toHaveText(shown(next.totalTtcCents - 2000));
});
