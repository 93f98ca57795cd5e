import { expect, test } from '@playwright/test';
import type { CrmClientDetail, Sample, Task, VisitOrder } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const AGENT = 'agent@vendange.test';
const OWNER = 'owner@vendange.test';

test.use({ viewport: { width: 390, height: 844 } });

test('on tour with the network cut an agent leaves a sample and adds a visit: back online, exactly one of each; the visit order is the same on another device', async ({ page, context, browser, request }) => {
  const agent = await tokenOf(request, AGENT);
  // A client of their own (an agent's new client is given to them) and two visits there today, fresh for this run.
  const name = `Cave Échantillon ${Date.now()}`;
  const made = await request.post('/v1/clients', { headers: bearer(agent), data: { shopId: 1, isPro: true, businessName: name, typology: 'caviste' } });
  expect(made.status(), await made.text()).toBe(201);
  const client = (await made.json()) as CrmClientDetail;
  const plan = async (title: string, inMs: number) => {
    const res = await request.post('/v1/tasks', { headers: bearer(agent), data: { shopId: 1, title, activity: 'visit', dueAt: new Date(Date.now() + inMs).toISOString(), clientId: client.id, reminderMinutes: null } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Task;
  };
  const first = await plan('Première visite', 60_000);
  const second = await plan('Seconde visite', 120_000);

  await loginThroughApi(page, AGENT);
  await page.goto('/dashboard/tour');
  const cards = page.getByTestId('tour-visit').filter({ hasText: name });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Première visite');
  const card = cards.nth(0);
  await card.getByTestId('tour-visit-open').click();
  await expect(card.getByTestId('tour-sample')).toBeVisible();
  // The clients given to the agent are read with the day (to add a visit offline): wait for that read to finish.
  await expect(page.getByTestId('tour-offline')).toHaveCount(0);

  // The network goes: a sample of one rosé left at the visit, and a visit added for this afternoon.
  await context.setOffline(true);
  const wine = card.getByTestId('tour-sample-line-format');
  await wine.selectOption((await wine.locator('option[value^="3:"]').first().getAttribute('value'))!);
  await card.getByTestId('tour-sample-line-quantity').fill('1');
  await card.getByTestId('tour-sample-line-add').click();
  await card.getByTestId('tour-sample-purpose').fill('Pour la carte d’été');
  await card.getByTestId('tour-sample-save').click();
  await page.getByTestId('tour-add').click();
  const dialog = page.getByTestId('tour-add-visit');
  await dialog.getByTestId('tour-add-client').selectOption({ label: name });
  // Late in the day so that it follows the two planned visits (due in a minute or two) unless run in the last minutes before midnight.
  await dialog.getByTestId('tour-add-time').fill('23:59');
  const added = `Visite ajoutée hors ligne ${Date.now()}`;
  await dialog.getByTestId('tour-add-title').fill(added);
  await dialog.getByTestId('tour-add-save').click();
  await expect(page.getByTestId('tour-offline')).toBeVisible();
  await expect(page.getByTestId('tour-waiting')).toContainText('En attente d\'envoi : 2');

  // Back online: both leave, once.
  await context.setOffline(false);
  await expect(page.getByTestId('tour-waiting')).toHaveCount(0, { timeout: 20_000 });
  const owner = await tokenOf(request, OWNER);
  await expect.poll(async () => {
    const samples = (await (await request.get('/v1/orders/samples', { headers: bearer(owner), params: { shopId: 1, clientId: client.id, limit: 100 } })).json()) as { items: Sample[] };
    const tasks = (await (await request.get('/v1/tasks', { headers: bearer(owner), params: { shopId: 1, clientId: client.id, scope: 'all', state: 'all', limit: 100 } })).json()) as { items: Task[] };
    return { samples: samples.items.length, status: samples.items[0]?.status, added: tasks.items.filter((t) => t.title === added).length };
  }, { timeout: 15_000 }).toEqual({ samples: 1, status: 'prepared', added: 1 });
  await expect(page.getByTestId('tour-visit').filter({ hasText: added })).toHaveCount(1);

  // The second visit moved up: kept on the server, so another device shows it first too.
  await cards.filter({ hasText: 'Seconde visite' }).getByTestId('tour-up').click();
  await expect(cards.nth(0)).toContainText('Seconde visite');
  await expect.poll(async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const order = (await (await request.get('/v1/tasks/visit-order', { headers: bearer(agent), params: { day } })).json()) as VisitOrder;
    return order.taskIds.indexOf(second.id) < order.taskIds.indexOf(first.id) && order.taskIds.includes(first.id);
  }, { timeout: 15_000 }).toBe(true);
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  try {
    const other = await tablet.newPage();
    await loginThroughApi(other, AGENT);
    await other.goto('/dashboard/tour');
    const theirs = other.getByTestId('tour-visit').filter({ hasText: name });
    await expect(theirs).toHaveCount(3);
    await expect(theirs.nth(0)).toContainText('Seconde visite');
    await expect(theirs.nth(1)).toContainText('Première visite');
  } finally {
    await tablet.close();
  }
});
