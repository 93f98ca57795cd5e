import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AgentAnalytics, AgentRates, CommissionPage, InvoiceDetail, ProductDetail, SaleDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
/** The demo agent (Marc Durand), and shop 1's wine shop client. */
const AGENT_ID = 4;
const CLIENT_ID = 1;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
/** Euros as the dashboard writes them (formatCents, fr): "1 234,56 €". */
const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
  .format(`${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}` as unknown as number).replace(/\u202f|\u00a0/g, ' ');
let saved: AgentRates | null = null;

const ratesNow = async (request: APIRequestContext, owner: string) => ((await (await request.get('/v1/commissions/rates', { headers: bearer(owner), params: { shopId: 1 } })).json()) as { items: AgentRates[] })
  .items.find((r) => r.agentId === AGENT_ID) ?? null;

test.afterAll(async ({ request }) => {
  // The demo agent's rates as other journeys find them.
  const owner = await tokenOf(request, OWNER);
  const { agentId: _a, ...body } = saved ?? { agentId: AGENT_ID, defaultRateBp: 0, typologyRatesBp: {}, productRates: [] };
  await request.put(`/v1/commissions/rates/${AGENT_ID}`, { headers: bearer(owner), data: { shopId: 1, ...body } });
});

test("the owner reads an agent's invoiced sales and commission over a period, sets a product's rate and sees the commission follow", async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  saved = await ratesNow(request, owner);
  const put = await request.put(`/v1/commissions/rates/${AGENT_ID}`, { headers: bearer(owner), data: { shopId: 1, defaultRateBp: 1000, typologyRatesBp: {}, productRates: [] } });
  expect(put.status(), await put.text()).toBe(200);

  // A wine of its own (no other journey sells it), in stock, sold by the agent and invoiced.
  const name = `Cuvée analyse ${Date.now()}`;
  const created = await request.post('/v1/products', {
    headers: bearer(owner),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 2000 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as ProductDetail;
  const entry = await request.post('/v1/stocks/movements', { headers: bearer(owner), params: { shopId: 1 }, data: { kind: 'entry', reason: 'bottling', warehouseId: 1, lines: [{ formatId: product.formats[0]!.id, quantity: 12 }] } });
  expect(entry.status(), await entry.text()).toBe(201);
  const sellAndInvoice = async () => {
    let sale: SaleDetail | null = null;
    await expect.poll(async () => {
      const res = await request.post('/v1/orders/staff', {
        headers: bearer(owner), data: { shopId: 1, kind: 'order', clientId: CLIENT_ID, lines: [{ productId: product.id, quantity: 2 }], validate: true, agentId: AGENT_ID },
      });
      if (res.status() === 201) sale = (await res.json()) as SaleDetail;
      return res.status();
    }, { timeout: 10_000 }).toBe(201);
    const invoiced = await request.post(`/v1/orders/${sale!.id}/invoice`, { headers: bearer(owner), data: {} });
    expect(invoiced.status(), await invoiced.text()).toBe(201);
    return (await invoiced.json()) as InvoiceDetail;
  };
  const first = await sellAndInvoice();
  const figures = async () => ((await (await request.get('/v1/commissions/analytics', { headers: bearer(owner), params: { shopId: 1, from: today, to: today } })).json()) as AgentAnalytics)
    .items.find((r) => r.agentId === AGENT_ID)!;
  const commissionOf = async (invoiceId: number) => ((await (await request.get('/v1/commissions', { headers: bearer(owner), params: { shopId: 1, agentId: AGENT_ID, limit: 100 } })).json()) as CommissionPage)
    .items.find((c) => c.invoiceId === invoiceId)!;
  // A sample the owner (not the agent) sends to the agent's client counts in the agent's samples.
  const samplesBefore = (await figures()).samplesSent;
  const sample = await request.post('/v1/orders/samples', {
    headers: bearer(owner), data: { shopId: 1, clientId: CLIENT_ID, purpose: 'Analyse des agents', lines: [{ productId: product.id, formatId: product.formats[0]!.id, quantity: 1 }] },
  });
  expect(sample.status(), await sample.text()).toBe(201);
  const sent = await request.post(`/v1/orders/samples/${((await sample.json()) as { id: number }).id}/send`, { headers: bearer(owner), data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const before = await figures();
  expect(before.samplesSent).toBeGreaterThanOrEqual(samplesBefore + 1);
  expect(before.salesHtCents).toBeGreaterThanOrEqual(first.totalHtCents);
  expect((await commissionOf(first.id)).rateBp).toBe(1000);

  // Agents › Analyse, today's days: the agent's row shows what the server computed, with a link to the agent.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/agents');
  await page.getByTestId('agent-analytics').click();
  await expect(page).toHaveURL(/\/dashboard\/agents\/analytics$/);
  await expect(page.getByTestId('agents-analytics-screen')).toBeVisible();
  await expect(page.getByTestId('analytics-period-year')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('analytics-period-custom').click();
  await page.getByTestId('analytics-from').fill(today);
  await page.getByTestId('analytics-to').fill(today);
  const row = page.getByTestId('analytics-row').and(page.locator(`[data-agent="${AGENT_ID}"]`));
  await expect(row.getByTestId('analytics-salesHtCents')).toHaveText(euros(before.salesHtCents));
  await expect(row.getByTestId('analytics-commissionCents')).toHaveText(euros(before.commissionCents));
  await expect(row.getByTestId('analytics-leftCents')).toHaveText(euros(before.leftCents));
  await expect(row.getByTestId('analytics-samplesSent')).toHaveText(String(before.samplesSent));
  await expect(page.getByTestId('analytics-totals')).toBeVisible();
  // The column help says whose samples count.
  await expect(page.getByTestId('analytics-help-samplesSent')).toContainText("qu'il les ait faits lui-même ou que vous les ayez envoyés");

  // The agent's page: a rate of 25 % for this wine, picked from the catalogue.
  await row.getByTestId('analytics-agent-link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/agents/${AGENT_ID}$`));
  await page.getByTestId('agent-product-search').fill(name);
  await page.getByTestId('agent-product-option').filter({ hasText: name }).getByTestId('agent-product-add').first().click();
  await page.getByTestId(`agent-product-rate-${product.id}`).fill('25');
  await page.getByTestId('agent-rate-save').click();
  await expect.poll(async () => (await ratesNow(request, owner))?.productRates).toEqual([{ productId: product.id, productName: name, rateBp: 2500 }]);

  // The next invoice of that wine is paid at 25 %, and the analytics follow.
  const second = await sellAndInvoice();
  const given = await commissionOf(second.id);
  expect(given.productRatesBp).toEqual({ [product.id]: 2500 });
  expect(given.amountCents).toBeGreaterThan(Math.floor((given.baseCents * 1000 + 5000) / 10_000));
  const after = await figures();
  expect(after.commissionCents - before.commissionCents).toBeGreaterThanOrEqual(given.amountCents);
  await page.getByTestId('agent-tab-commissions').click();
  await expect(page.getByTestId('commissions-list-row').filter({ hasText: second.number })).toContainText('(+ 1 taux produit)');
  await page.goto('/dashboard/agents/analytics');
  await page.getByTestId('analytics-period-month').click();
  const month = ((await (await request.get('/v1/commissions/analytics', { headers: bearer(owner), params: { shopId: 1, from: `${today.slice(0, 8)}01`, to: today.slice(0, 8) + String(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate()) } })).json()) as AgentAnalytics)
    .items.find((r) => r.agentId === AGENT_ID)!;
  expect(month.commissionCents).toBeGreaterThanOrEqual(after.commissionCents);
  await expect(row.getByTestId('analytics-commissionCents')).toHaveText(euros(month.commissionCents));
});

test('on a phone the analytics are a card list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/agents/analytics');
  const card = page.getByTestId('analytics-cards').getByTestId('analytics-card').filter({ hasText: 'Marc Durand' });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('analytics-table')).toBeHidden();
  // One label and its value per row: every figure starts at the card's left and sits below the one before.
  const boxes = await card.getByTestId('analytics-card-figure').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
  expect(boxes).toHaveLength(8);
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]!.x).toBe(boxes[0]!.x);
    expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('analytics-help-samplesSent')).toBeVisible();
});
