import { expect, test } from '@playwright/test';
import type { ClientListPage, Collaborator, CrmClientDetail } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const AGENT = 'agent@vendange.test';
/** The demo agent, Marc Durand. */
const AGENT_ID = 4;
const stamp = Date.now();
const given = `Cave des Journées ${stamp}`;
const other = `Bistrot Voisin ${stamp}`;
let givenId = 0;

test.afterAll(async ({ request }) => {
  // The demo agent's clients as other journeys find them: the client given here is taken back.
  if (givenId) await request.delete('/v1/clients/coverage', { headers: bearer(await tokenOf(request, OWNER)), params: { shopId: 1, clientId: givenId, agentId: AGENT_ID } });
});

test('the owner gives a client to the demo agent, who sees it and not another; a team of the staff and the agent; a role applied to a new collaborator', async ({ page, request }) => {
  const owner = await tokenOf(request, OWNER);
  const client = async (businessName: string) => {
    const res = await request.post('/v1/clients', { headers: bearer(owner), data: { shopId: 1, isPro: true, businessName } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as CrmClientDetail;
  };
  givenId = (await client(given)).id;
  await client(other);

  // Agent page › Clients: « Confier ce client ».
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/agents/${AGENT_ID}`);
  await page.getByTestId('agent-tab-clients').click();
  await page.getByTestId('agent-client-pick-search').fill(given);
  await page.getByTestId('agent-client-pick-option').filter({ hasText: given }).click();
  await page.getByTestId('agent-client-give').click();
  await expect(page.getByTestId('agent-client-row').filter({ hasText: given })).toBeVisible();
  // The client's page names the agent in its « Commercial / agent » field.
  await page.goto(`/dashboard/clients/${givenId}`);
  await expect(page.getByTestId('client-agents').getByTestId('client-agent')).toContainText('Marc Durand');

  // The agent: the given client in their list, the other one nowhere (list nor page).
  const agent = await tokenOf(request, AGENT);
  const seen = (await (await request.get('/v1/clients', { headers: bearer(agent), params: { limit: 100 } })).json()) as ClientListPage;
  expect(seen.items.map((c) => c.name)).toContain(given);
  expect(seen.items.map((c) => c.name)).not.toContain(other);
  await loginThroughApi(page, AGENT);
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(String(stamp))}`);
  await expect(page.getByText(given).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(other)).toHaveCount(0);

  // Commercial › Structure commerciale: a team of the staff (its manager) and the agent.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/collaborators/structure');
  await page.getByTestId('team-add').click();
  const dialog = page.getByTestId('team-dialog');
  const team = `Sud-Est ${stamp}`;
  await dialog.getByTestId('team-name').fill(team);
  await dialog.getByTestId('team-departments').fill('13, 84');
  await dialog.getByTestId('team-manager').selectOption({ label: 'Léa Petit' });
  await dialog.getByTestId('team-member').filter({ hasText: 'Léa Petit' }).click();
  await dialog.getByTestId('team-member').filter({ hasText: 'Marc Durand' }).click();
  await dialog.getByTestId('team-dialog-submit').click();
  const card = page.getByTestId('team-card').filter({ hasText: team });
  await expect(card).toContainText('Responsable : Léa Petit');
  await expect(card.getByTestId('team-members')).toContainText('Marc Durand');
  await expect(card.getByTestId('team-clients')).toContainText(given);

  // settings?link=roles leads to the presets; « Commercial » applied to a new collaborator fills their switches.
  await page.goto('/dashboard/settings?link=roles');
  await expect(page.getByTestId('role-presets').getByTestId('role-preset').filter({ hasText: 'Commercial' })).toBeVisible();
  await page.goto('/dashboard/collaborators/add');
  const form = page.getByTestId('collaborator-form');
  const email = `commercial-${stamp}@example.test`;
  await form.getByLabel(/^Prénom/).fill('Paul');
  await form.getByLabel(/^Nom/).fill('Vidal');
  await form.getByLabel(/^E-mail/).fill(email);
  await page.getByTestId('preset-select').selectOption({ label: 'Commercial' });
  await page.getByTestId('preset-apply').click();
  await expect(page.getByTestId('permission-createQuote').locator('input')).toBeChecked();
  await expect(page.getByTestId('permission-billOrder').locator('input')).not.toBeChecked();
  await page.getByTestId('collaborator-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/collaborators$/);
  const list = (await (await request.get('/v1/collaborators', { headers: bearer(owner), params: { shopId: 1, search: email } })).json()) as { items: Collaborator[] };
  const rights = list.items.find((c) => c.email === email)!.authorizations;
  expect([rights.seeAllClient, rights.createQuote, rights.accessAgent, rights.billOrder, rights.createCollaborator]).toEqual([true, true, true, false, false]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sales structure is a list of teams', async ({ page, request }) => {
    const owner = await tokenOf(request, OWNER);
    const name = `Export ${Date.now()}`;
    const made = await request.post('/v1/sales-teams', { headers: bearer(owner), data: { shopId: 1, name, managerId: 3, members: [{ userId: 3, kind: 'collaborator' }] } });
    expect(made.status(), await made.text()).toBe(201);
    await loginThroughApi(page, OWNER);
    await page.goto('/dashboard/collaborators/structure');
    const row = page.getByTestId('team-row').filter({ hasText: name });
    await expect(row).toContainText('Léa Petit · 1 membre');
    await expect(page.getByTestId('sales-structure-board')).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
