import { expect, test, type Page } from '@playwright/test';
import { bearer, linkIn, loginThroughApi, readMail, tokenOf } from '../helpers';

const saidOk = (page: Page, text: string) => expect(page.getByTestId('snackbar-success').filter({ hasText: text }).last()).toBeVisible();

/** A new buyer, logged in on the page through the token registration answers with. */
async function newBuyer(page: Page, email: string, password: string) {
  const created = await page.request.post('/v1/auth/register', { data: { kind: 'buyer', firstname: 'Inès', lastname: 'Garnier', email, password, cgu: true } });
  expect(created.status()).toBe(201);
  const { jwt } = (await created.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('vendange.jwt', token), jwt);
  return jwt;
}

test('a buyer edits their own account: profile and addresses, a new e-mail confirmed by its link, a new password', async ({ page }) => {
  const stamp = Date.now();
  const email = `account-${stamp}@example.test`;
  const next = `account-new-${stamp}@example.test`;
  await newBuyer(page, email, 'Ancien2026');

  // The settings list offers the account to a buyer (it used to say nothing could be changed).
  await page.goto('/dashboard/settings');
  await page.getByTestId('settings-link-account').getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?link=account$/);
  const profile = page.getByTestId('account-profile-form');

  // Refused as the contract says, field by field.
  await page.getByTestId('account-phone').fill('03 80 22 00 00');
  await page.getByTestId('account-delivery-street').fill('3 rue des Vignes');
  await page.getByTestId('account-delivery-zipcode').fill('212');
  await page.getByTestId('account-delivery-city').fill('Beaune');
  await page.getByTestId('settings-save').click();
  await expect(profile.getByText("Ce numéro n'est pas valide")).toBeVisible();
  await expect(profile.getByText("Le code postal n'est pas correct")).toBeVisible();

  await page.getByTestId('account-firstname').fill('Inès-Marie');
  await page.getByTestId('account-phone').fill('+33 6 12 34 56 78');
  // A new address starts with the account's name.
  await expect(page.getByTestId('account-delivery-lastname')).toHaveValue('Garnier');
  await page.getByTestId('account-delivery-zipcode').fill('21200');
  await page.getByTestId('settings-save').click();
  await saidOk(page, 'Vos informations sont enregistrées.');
  await page.reload();
  await expect(page.getByTestId('account-firstname')).toHaveValue('Inès-Marie');
  await expect(page.getByTestId('account-delivery-zipcode')).toHaveValue('21200');

  // A new address waits for its link; the old one stays the account's until then.
  const emailForm = page.getByTestId('account-email-form');
  await page.getByTestId('account-email-new').fill(next);
  await page.getByTestId('account-email-password').fill('Faux2026');
  await page.getByTestId('account-email-submit').click();
  await expect(emailForm.getByText("Le mot de passe actuel n'est pas le bon")).toBeVisible();
  await page.getByTestId('account-email-password').fill('Ancien2026');
  await page.getByTestId('account-email-submit').click();
  await expect(page.getByTestId('account-email-pending')).toContainText(next);
  await expect(page.getByTestId('account-email-current')).toHaveText(email);

  const link = linkIn(await readMail(next, /nouvelle adresse/), '/dashboard/settings?link=account');
  await page.goto(link);
  await expect(page.getByTestId('account-email-confirmed')).toContainText('Votre nouvelle adresse e-mail est confirmée');
  await expect(page.getByTestId('account-email-current')).toHaveText(next);
  // The token leaves the address bar.
  await expect(page).toHaveURL(/\/dashboard\/settings\?link=account$/);

  // A new password, given with the current one and typed twice.
  await page.getByTestId('account-password-current').fill('Ancien2026');
  await page.getByTestId('account-password-new').fill('Nouveau2026');
  await page.getByTestId('account-password-confirm').fill('Nouveau2025');
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-password-form').getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
  await page.getByTestId('account-password-confirm').fill('Nouveau2026');
  await page.getByTestId('account-password-submit').click();
  await saidOk(page, 'Votre mot de passe est modifié.');

  const login = async (who: string, password: string) => (await page.request.post('/v1/auth/login', { data: { email: who, password } })).status();
  expect(await login(next, 'Nouveau2026')).toBe(200);
  expect(await login(email, 'Nouveau2026')).toBe(401);
  expect(await login(next, 'Ancien2026')).toBe(401);
});

test("an agent reads the order they took without the producer's decisions, and never another buyer's order", async ({ page, request }) => {
  // An order a buyer placed on the shop is not the agent's: it is not theirs to read (docs/decisions/agents.md).
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const placed = await request.post('/v1/orders', { headers: bearer(buyer), data: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
  expect(placed.status()).toBe(201);
  const { id: webOrder } = (await placed.json()) as { id: number };
  const agent = await tokenOf(request, 'agent@vendange.test');
  expect((await request.get(`/v1/orders/${webOrder}`, { headers: bearer(agent) })).status()).toBe(404);

  // The owner enters, as a draft, an order the agent took for a wine shop (agent 4 is the demo agent).
  const owner = await tokenOf(request, 'owner@vendange.test');
  const entered = await request.post('/v1/orders/staff', {
    headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: 1, lines: [{ productId: 3, quantity: 1 }], validate: false, agentId: 4 },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const { id } = (await entered.json()) as { id: number };

  // The server refuses the agent the decision, whatever the page shows.
  expect((await request.put(`/v1/orders/${id}/validate-draft`, { headers: bearer(agent), data: {} })).status()).toBe(403);
  expect((await request.put(`/v1/orders/${id}/validate`, { headers: bearer(agent), data: {} })).status()).toBe(403);

  await loginThroughApi(page, 'agent@vendange.test');
  await page.goto(`/dashboard/orders/${id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-validate-draft')).toHaveCount(0);
  await expect(page.getByTestId('order-validate')).toHaveCount(0);
  await expect(page.getByTestId('order-refuse')).toHaveCount(0);
});

test('the owner still answers the order; a collaborator without payment rights reads no bank details', async ({ browser, request }) => {
  const buyer = await tokenOf(request, 'buyer@vendange.test');
  const placed = await request.post('/v1/orders', { headers: bearer(buyer), data: { shopId: 1, lines: [{ productId: 1, quantity: 1 }] } });
  const { id } = (await placed.json()) as { id: number };

  const owner = await browser.newPage();
  await loginThroughApi(owner, 'owner@vendange.test');
  await owner.goto(`/dashboard/orders/${id}`);
  await expect(owner.getByTestId('order-validate')).toBeVisible();
  await owner.close();

  const staff = await tokenOf(request, 'staff@vendange.test');
  const shop = (await (await request.get('/v1/shops/me', { headers: bearer(staff) })).json()) as { sales: { bank: unknown; banks: unknown[] } };
  expect(shop.sales.bank).toBeNull();
  expect(shop.sales.banks).toEqual([]);
});
