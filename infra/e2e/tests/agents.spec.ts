import { expect, test } from '@playwright/test';
import type { InvoiceDetail, Notification, ProductDetail, SaleDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent (Marc Durand), and shop 1's wine shop client. */
const AGENT_ID = 4;
const CLIENT_ID = 1;

test('the owner invites the demo agent, sets 10 %, sees the commission of an invoiced sale and marks it paid; the agent sees it paid and is notified', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  // Inviter un agent: the demo agent has an account, so they are linked (or already were) and their page opens.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/agents');
  await expect(page.getByTestId('agents-screen')).toBeVisible();
  await page.getByTestId('agent-add').click();
  await page.getByTestId('agent-invite-email').fill(AGENT);
  await page.getByTestId('agent-invite-submit').click();
  await expect(page.getByTestId('agent-screen')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/agents/${AGENT_ID}$`));

  // Taux par défaut: 10 %.
  await page.getByTestId('agent-rate-default').fill('10');
  await page.getByTestId('agent-rate-save').click();
  await expect.poll(async () => ((await (await request.get('/v1/commissions/rates', { headers: bearer(owner), params: { shopId: 1 } })).json()) as { items: { agentId: number; defaultRateBp: number }[] })
    .items.find((r) => r.agentId === AGENT_ID)?.defaultRateBp).toBe(1000);

  // A sale the agent took, of a wine of its own (no other journey moves it), validated then invoiced.
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name: `Cuvée de l'agent ${Date.now()}`, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const entry = await request.post('/v1/stocks/movements', { headers: bearer(owner), params: { shopId: 1 }, data: { kind: 'entry', reason: 'bottling', warehouseId: 1, lines: [{ formatId: product.formats[0]!.id, quantity: 12 }] } });
  expect(entry.status(), await entry.text()).toBe(201);
  await expect.poll(async () => (await request.post('/v1/orders/staff', {
    headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: CLIENT_ID, lines: [{ productId: product.id, quantity: 2 }], validate: true, agentId: AGENT_ID },
  })).status(), { timeout: 10_000 }).toBe(201);
  const orders = (await (await request.get('/v1/orders', { headers: bearer(owner), params: { shopId: 1, agentId: AGENT_ID, limit: 1 } })).json()) as { items: SaleDetail[] };
  const invoiced = await request.post(`/v1/orders/${orders.items[0]!.id}/invoice`, { headers: bearer(owner), data: {} });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoice = (await invoiced.json()) as InvoiceDetail;

  // Commissions tab: the commission at 10 %, marked paid after the confirmation.
  await page.reload();
  await page.getByTestId('agent-tab-commissions').click();
  const row = page.getByTestId('commissions-list-row').filter({ hasText: invoice.number });
  await expect(row).toContainText('10 %');
  await expect(row.getByTestId('commission-status')).toHaveText('À payer');
  await row.getByTestId('commission-pay').click();
  await page.getByTestId('commission-pay-confirm').getByRole('button', { name: 'Marquer payée' }).click();
  await expect(row.getByTestId('commission-status')).toContainText('Payée le');

  // The agent: the commission paid in their own view, and the commissionPaid notification.
  await loginThroughApi(page, AGENT);
  await page.goto('/dashboard/commissions');
  await expect(page.getByTestId('my-commissions-screen')).toBeVisible();
  await expect(page.getByTestId('commissions-list-row').filter({ hasText: invoice.number }).getByTestId('commission-status')).toContainText('Payée le');
  const agent = await tokenOf(request, AGENT);
  await expect.poll(async () => ((await (await request.get('/v1/notifications-centers', { headers: bearer(agent) })).json()) as Notification[])
    .filter((n) => n.type === 'commissionPaid' && n.message.includes(invoice.number)).length, { timeout: 15_000 }).toBe(1);
});
