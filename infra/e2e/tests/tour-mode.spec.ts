import { expect, test } from '@playwright/test';
import type { ClientFile, CrmClientDetail, Task } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const AGENT = 'agent@vendange.test';
const OWNER = 'owner@vendange.test';

test.use({ viewport: { width: 390, height: 844 } });

test("an agent on tour takes a quote and a note with the network cut: when it returns the producer has exactly one quote and the note", async ({ page, context, request }) => {
  const agent = await tokenOf(request, AGENT);
  // A client of their own (an agent's new client is given to them) and today's visit there, fresh for this run.
  const name = `Cave Tournée ${Date.now()}`;
  const made = await request.post('/v1/clients', { headers: bearer(agent), data: { shopId: 1, isPro: true, businessName: name, typology: 'caviste' } });
  expect(made.status(), await made.text()).toBe(201);
  const client = (await made.json()) as CrmClientDetail;
  const dueAt = new Date(Date.now() + 60_000).toISOString();
  const visit = await request.post('/v1/tasks', { headers: bearer(agent), data: { shopId: 1, title: 'Présenter le rosé', activity: 'visit', dueAt, clientId: client.id, reminderMinutes: null } });
  expect(visit.status(), await visit.text()).toBe(201);
  const task = (await visit.json()) as Task;

  // Mode tournée from the account menu: the day opens instead of the home.
  await loginThroughApi(page, AGENT);
  await page.goto('/dashboard');
  await page.getByTestId('header-user').click();
  await Promise.all([page.waitForURL(/\/dashboard\/tour$/), page.getByRole('menuitem', { name: 'Mode tournée' }).click()]);
  const card = page.getByTestId('tour-visit').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByTestId('tour-visit-open').click();
  await expect(card.getByTestId('tour-history')).toContainText('Aucune commande ni devis');
  await expect(card.getByTestId('tour-prices')).toContainText('Rosé de Saignée');

  // The network goes: a quote of 6 rosés and a note are kept in the browser.
  await context.setOffline(true);
  const wine = card.getByTestId('tour-line-format');
  await wine.selectOption((await wine.locator('option[value^="3:"]').first().getAttribute('value'))!);
  await card.getByTestId('tour-line-quantity').fill('6');
  await card.getByTestId('tour-line-add').click();
  await card.getByTestId('tour-sale-save').click();
  const note = `Intéressé par le rosé, rappeler en janvier (${Date.now()})`;
  await card.getByTestId('tour-note').fill(note);
  await card.getByTestId('tour-note-save').click();
  await expect(page.getByTestId('tour-offline')).toBeVisible();
  await expect(page.getByTestId('tour-waiting')).toContainText('En attente d\'envoi : 2');

  // Back online: both leave, once.
  await context.setOffline(false);
  await expect(page.getByTestId('tour-waiting')).toHaveCount(0, { timeout: 20_000 });
  await card.getByTestId('tour-done').click();
  await expect(card.getByTestId('tour-visit-done')).toBeVisible();

  const owner = await tokenOf(request, OWNER);
  await expect.poll(async () => {
    const file = (await (await request.get(`/v1/clients/${client.id}`, { headers: bearer(owner), params: { shopId: 1 } })).json()) as ClientFile;
    return { quotes: file.documents?.quotes.length, notes: file.timeline.filter((e) => e.kind === 'note' && e.body === note).length };
  }, { timeout: 15_000 }).toEqual({ quotes: 1, notes: 1 });
  const file = (await (await request.get(`/v1/clients/${client.id}`, { headers: bearer(owner), params: { shopId: 1 } })).json()) as ClientFile;
  const quotes = (await (await request.get('/v1/quotes', { headers: bearer(owner), params: { shopId: 1, limit: 100 } })).json()) as { items: { reference: string }[] };
  expect(quotes.items.filter((q) => q.reference === file.documents!.quotes[0]!.reference)).toHaveLength(1);
  await expect.poll(async () => ((await (await request.get(`/v1/tasks/${task.id}`, { headers: bearer(agent), params: { shopId: 1 } })).json()) as Task).done).toBe(true);
});
