import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Collaborator, Notification, Opportunity, PipelineStage, Task } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
const STAFF = 'staff@vendange.test';
/** Léa Petit, shop 1's collaborator. */
const LEA = 3;
/** A professional client of shop 1's CRM (a wine shop). */
const CLIENT = 'Cave du Vieux Port';
const parisDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Léa's rights as seeded, given back after the file: other journeys count and rely on them. */
let seededRights: { owner: string; authorizations: Collaborator['authorizations'] } | null = null;

/** Léa keeps her rights and gets the tasks' ones (seeAllTask, createTask): she reads and ticks off what she is given. */
async function letStaffHandleTasks(request: APIRequestContext, owner: string) {
  const current = await request.get(`/v1/collaborators/${LEA}`, { headers: bearer(owner), params: { shopId: 1 } });
  expect(current.ok(), await current.text()).toBe(true);
  const { authorizations } = (await current.json()) as Collaborator;
  seededRights ??= { owner, authorizations };
  const res = await request.put(`/v1/collaborators/${LEA}`, { headers: bearer(owner), data: { shopId: 1, authorizations: { ...authorizations, seeAllTask: true, createTask: true } } });
  expect(res.ok(), await res.text()).toBe(true);
}

test.afterAll(async ({ playwright }, testInfo) => {
  if (!seededRights) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const res = await request.put(`/v1/collaborators/${LEA}`, {
    headers: bearer(seededRights.owner),
    // Named false, not left out: an update may keep what it is not told about.
    data: { shopId: 1, authorizations: { seeAllTask: false, createTask: false, ...seededRights.authorizations } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await request.dispose();
});

test('the owner plans a task for a collaborator from the week view; she is notified, opens it and marks it done; a reminder arrives before the due time', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await tokenOf(request, OWNER);
  await letStaffHandleTasks(request, owner);
  const title = `Présenter le millésime ${Date.now()}`;
  const tomorrow = parisDay(new Date(Date.now() + 86_400_000));

  // CRM › Calendrier, the week holding tomorrow; the header's calendar icon leads here.
  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard');
  await page.getByTestId('header-calendar').click();
  await expect(page).toHaveURL(/\/dashboard\/calendar/);
  await expect(page.getByTestId('calendar')).toBeVisible();
  await page.goto(`/dashboard/calendar?view=week&day=${tomorrow}`);
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'week');
  // Weeks start on Monday.
  await expect(page.getByTestId('calendar-day-head').first()).toContainText(/lun/i);
  await page.locator(`[data-testid="calendar-slot"][data-day="${tomorrow}"][data-hour="15"]`).getByTestId('calendar-slot-add').click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('task-day')).toHaveValue(tomorrow);
  await expect(dialog.getByTestId('task-time')).toHaveValue('15:00');
  await dialog.getByTestId('task-title').fill(title);
  await dialog.getByTestId('task-activity').selectOption({ label: 'Visite' });
  await dialog.getByTestId('task-priority').selectOption({ label: 'Haute' });
  await dialog.getByTestId('task-assignee').selectOption({ label: 'Léa Petit' });
  await dialog.getByTestId('task-client-search').fill('Vieux Port');
  await dialog.getByTestId('task-client-option').filter({ hasText: CLIENT }).click();
  await dialog.getByTestId('task-dialog-submit').click();
  await expect(page.getByTestId('snackbar-success').last()).toContainText('Tâche créée.');
  await expect(dialog).toBeHidden();
  const chip = page.locator(`[data-testid="calendar-slot"][data-day="${tomorrow}"][data-hour="15"]`).getByTestId('calendar-task');
  await expect(chip).toContainText(title);

  // Léa sees the newTask notification, opens it: the task, which she marks done.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staffPage = await staffContext.newPage();
  await loginThroughApi(staffPage, STAFF);
  await staffPage.goto('/dashboard');
  await staffPage.getByTestId('header-notifications').click();
  const item = staffPage.getByTestId('notification-centre').getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toContainText('Nouvelle tâche');
  await expect(item).toContainText('Claire Martin vous a confié');
  await item.click();
  await expect(staffPage).toHaveURL(/\/dashboard\/tasks\?taskId=\d+/);
  const opened = staffPage.getByTestId('task-dialog');
  await expect(opened.getByTestId('task-title')).toHaveValue(title);
  await opened.getByTestId('task-done').click();
  await opened.getByTestId('task-dialog-submit').click();
  await expect(staffPage.getByTestId('snackbar-success').last()).toContainText('Tâche enregistrée.');
  await staffContext.close();

  const staff = await tokenOf(request, STAFF);
  const done = await request.get('/v1/tasks', { headers: bearer(staff), params: { shopId: 1, state: 'done', search: title } });
  expect(((await done.json()) as { items: Task[] }).items.map((t) => [t.title, t.done])).toEqual([[title, true]]);
  // The owner's calendar shows it done (struck through, grey).
  await page.reload();
  await expect(chip).toContainText(title);

  // A task due in 10 minutes, reminded 15 minutes before: the reminder (a delayed job) arrives at once.
  const soon = `Appeler le sommelier ${Date.now()}`;
  const created = await request.post('/v1/tasks', {
    headers: bearer(owner), data: { shopId: 1, title: soon, activity: 'call', dueAt: new Date(Date.now() + 10 * 60_000).toISOString(), reminderMinutes: 15 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(async () => {
    const res = await request.get('/v1/notifications-centers', { headers: bearer(owner) });
    return ((await res.json()) as Notification[]).filter((n) => n.title === 'Rappel de tâche' && n.message.includes(soon)).length;
  }, { timeout: 15_000 }).toBe(1);
});

test('the owner drags an opportunity along the board, moves it to « Gagnée » from the keyboard and is offered the quote for its client', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await tokenOf(request, OWNER);
  const title = `Carte des vins ${Date.now()}`;
  const made = await request.post('/v1/opportunities', { headers: bearer(owner), data: { shopId: 1, clientId: 1, title, amountCents: 240_000 } });
  expect(made.status(), await made.text()).toBe(201);
  const opportunity = (await made.json()) as Opportunity;

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/clients/opportunities');
  const board = page.getByTestId('opportunity-board');
  const card = board.locator(`[data-opportunity-id="${opportunity.id}"]`);
  await expect(board.locator('[data-testid="opportunity-column"][data-stage="Découverte"]').locator(`[data-opportunity-id="${opportunity.id}"]`)).toBeVisible();
  await expect(card).toContainText('2 400,00');

  // Dragged (HTML5 drag and drop) to « Proposition ».
  const proposition = board.locator('[data-testid="opportunity-column"][data-stage="Proposition"]');
  await card.dragTo(proposition);
  await expect(proposition.locator(`[data-opportunity-id="${opportunity.id}"]`)).toBeVisible();
  await expect(proposition.getByTestId('opportunity-column-total')).toContainText('2 400,00');

  // From the keyboard: the « Déplacer vers » list.
  const moved = proposition.locator(`[data-opportunity-id="${opportunity.id}"]`);
  await moved.getByTestId('opportunity-move').focus();
  await moved.getByTestId('opportunity-move').selectOption({ label: 'Gagnée' });
  const won = page.getByTestId('opportunity-won');
  await expect(won).toContainText(title);
  await expect(board.locator('[data-testid="opportunity-column"][data-stage="Gagnée"]').locator(`[data-opportunity-id="${opportunity.id}"]`)).toBeVisible();
  const stages = (await (await request.get('/v1/opportunities/stages', { headers: bearer(owner), params: { shopId: 1 } })).json()) as { items: PipelineStage[] };
  const after = await request.get(`/v1/opportunities/${opportunity.id}`, { headers: bearer(owner), params: { shopId: 1 } });
  expect(((await after.json()) as Opportunity).stageId).toBe(stages.items.find((s) => s.name === 'Gagnée')!.id);

  await won.getByTestId('opportunity-won-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/add\?subType=quote&clientId=1$/);
  await expect(page.getByTestId('sale-add')).toHaveAttribute('data-sub-type', 'quote');
  await expect(page.getByTestId('sale-client-name')).toHaveText(CLIENT);
});

test('on a phone: tasks as cards, the calendar on the day view, opportunities as a list', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await tokenOf(request, OWNER);
  const title = `Tâche sur mobile ${Date.now()}`;
  const created = await request.post('/v1/tasks', { headers: bearer(owner), data: { shopId: 1, title, activity: 'mail', dueAt: new Date(Date.now() + 3_600_000).toISOString() } });
  expect(created.status(), await created.text()).toBe(201);

  await loginThroughApi(page, OWNER);
  await page.goto('/dashboard/tasks?scope=mine');
  await expect(page.getByTestId('tasks-list-cards')).toBeVisible();
  await expect(page.getByTestId('tasks-list-card').filter({ hasText: title })).toBeVisible();
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'day');
  await page.goto('/dashboard/clients/opportunities');
  await expect(page.getByTestId('opportunity-list')).toBeVisible();
  await expect(page.getByTestId('opportunity-board')).toBeHidden();
});
