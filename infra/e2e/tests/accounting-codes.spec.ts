import { expect, test } from '@playwright/test';
import { defaultAccountingCodes, type AccountingCodes } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

// Château Belle Rivière (owner2, shop 2, accounting module on): the journeys on shop 1 keep their accounts.
const OWNER2 = 'owner2@vendange.test';
const SHOP = 2;
const ACCOUNT_MESSAGE = 'Un compte du plan comptable : de 3 à 12 caractères, commençant par sa classe (1 à 7), par exemple 706000.';

test('the owner sets the accounting codes: a wrong account is refused under its field, a changed one is kept after a reload', async ({ page, request }) => {
  const token = await tokenOf(request, OWNER2);
  const stored = async (): Promise<AccountingCodes> => {
    const read = await request.get(`/v1/accounting/codes?shopId=${SHOP}`, { headers: bearer(token) });
    expect(read.ok(), await read.text()).toBe(true);
    return (await read.json()) as AccountingCodes;
  };
  const before = await stored();
  try {
    // The journey starts from the chart's usual accounts whatever a previous run left.
    const reset = await request.put('/v1/accounting/codes', { headers: bearer(token), data: { shopId: SHOP, ...defaultAccountingCodes } });
    expect(reset.ok(), await reset.text()).toBe(true);

    await loginThroughApi(page, OWNER2);
    await page.goto('/dashboard/accounting/codes');
    const form = page.getByTestId('accounting-codes-form');
    for (const heading of ['Tiers', 'Ventes', 'TVA collectée', 'Trésorerie par moyen de paiement']) {
      await expect(form.getByRole('heading', { name: heading })).toBeVisible();
    }
    const clients = form.getByTestId('accounting-code-clients');
    const prestations = form.getByTestId('accounting-code-productTypes-prestation');
    const transfer = form.getByTestId('accounting-code-paymentMethods-transfer');
    const save = form.getByTestId('accounting-codes-save');
    await expect(prestations).toHaveValue('706000');
    await expect(form.getByLabel('Prestations')).toHaveValue('706000');
    await expect(transfer).toHaveValue('512000');
    await expect(form.getByLabel('Virement')).toHaveValue('512000');
    await expect(save).toBeDisabled();

    // Not an account of the chart: said in French under Clients, nothing sent.
    await clients.fill('9999');
    await save.click();
    await expect(form.getByTestId('accounting-code-clients-error')).toHaveText(ACCOUNT_MESSAGE);
    await expect(clients).toHaveAttribute('aria-invalid', 'true');
    expect((await stored()).clients).toBe('411000');
    // The server refuses it too, naming the field (the form places such a message under it).
    const refused = await request.put('/v1/accounting/codes', { headers: bearer(token), data: { shopId: SHOP, ...defaultAccountingCodes, clients: '9999' } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(`${ACCOUNT_MESSAGE} (clients)`);

    await clients.fill('411000');
    await expect(form.getByTestId('accounting-code-clients-error')).toHaveCount(0);
    await transfer.fill('512100');
    await save.click();
    await expect(page.getByTestId('snackbar-success').filter({ hasText: 'Comptes comptables enregistrés.' }).last()).toBeVisible();
    await expect(save).toBeDisabled();
    expect((await stored()).paymentMethods.transfer).toBe('512100');

    await page.reload();
    await expect(transfer).toHaveValue('512100');
    await expect(prestations).toHaveValue('706000');

    // The exports page links here and back.
    await page.getByTestId('accounting-codes-exports-link').click();
    await expect(page).toHaveURL(/\/dashboard\/accounting\/exports$/);
    await page.getByTestId('accounting-codes-link').click();
    await expect(page).toHaveURL(/\/dashboard\/accounting\/codes$/);
    await expect(transfer).toHaveValue('512100');

    // The defaults only fill the form, after a confirmation: saving stays explicit.
    await form.getByTestId('accounting-codes-defaults').click();
    await page.getByRole('button', { name: 'Remplir avec les comptes par défaut' }).click();
    await expect(transfer).toHaveValue('512000');
    await expect(save).toBeEnabled();
    expect((await stored()).paymentMethods.transfer).toBe('512100');
  } finally {
    const back = await request.put('/v1/accounting/codes', { headers: bearer(token), data: { shopId: SHOP, ...before } });
    expect(back.ok(), `restoring the accounting codes: ${back.status()}`).toBe(true);
  }
});
