import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationTitles, opportunityMessages, taskMessages, type CalendarData, type Notification, type Opportunity, type OpportunityBoard, type PipelineStage,
  type Prospect, type Task,
} from '@vendange/contracts';
import { testDatabaseKinds } from '@vendange/service-kit/testing';
import { startHarness, type Harness } from './harness';

const kinds = await testDatabaseKinds();
const OWNER = 'owner@vendange.test';
const STAFF = 'staff@vendange.test';
const OWNER2 = 'owner2@vendange.test';
/** Shop 1's CRM: a wine shop; the staff member Léa Petit (user 3); shop 2's first client. */
const CAVISTE = 1;
const LEA = 3;
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const parisDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Issue 20: the CRM's tasks, reminders, calendar, opportunities and prospection (docs/decisions/crm-tasks.md). */
describe.each(kinds)('crm tasks and opportunities (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(kind); });
  afterAll(async () => { await h?.close(); });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, email = OWNER) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${await h.tokenOf(email)}` }, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200, email = OWNER) => {
    const res = await call(method, url, payload, email);
    expect(res.statusCode, res.body).toBe(status);
    return (status === 204 ? undefined : res.json<T>()) as T;
  };
  const refused = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, status: number, message: string, email = OWNER) => {
    const res = await call(method, url, payload, email);
    // A validation message names its field after it: « … (title) ».
    expect([res.statusCode, res.json<{ message: string }>().message.replace(/ \(\w+\)$/, '')]).toEqual([status, message]);
  };
  const notificationsOf = async (email: string, title: string) =>
    (await ok<Notification[]>('GET', '/v1/notifications-centers', undefined, 200, email)).filter((n) => n.title === title);
  const reminderJobs = async (taskId: number) => (await h.handle.db.execute(sql`
    select data->>'rev' as rev, state, start_after from pgboss.job where name = 'crm.task-reminder' and (data->>'taskId')::int = ${taskId} order by created_on`)) as unknown as Array<{ rev: string; state: string; start_after: Date | string }>;

  it('creates a task for a collaborator, who is told once; validates in French; lists, filters and ticks it off', async () => {
    const base = { shopId: 1, activity: 'call', dueAt: inMinutes(60 * 24 * 3) };
    await refused('POST', '/v1/tasks', { ...base, title: ' ' }, 400, taskMessages.title);
    await refused('POST', '/v1/tasks', { ...base, title: 'Rappeler', dueAt: 'demain' }, 400, taskMessages.dueAt);
    await refused('POST', '/v1/tasks', { ...base, title: 'Rappeler', reminderMinutes: 7 }, 400, taskMessages.reminder);
    // The buyer of shop 1 is no staff member; client 4 is shop 2's.
    await refused('POST', '/v1/tasks', { ...base, title: 'Rappeler', assigneeId: 5 }, 400, taskMessages.assigneeUnknown);
    const [foreign] = (await h.handle.db.execute(sql`select id from crm.clients where shop_id = 2 limit 1`)) as unknown as { id: number }[];
    await refused('POST', '/v1/tasks', { ...base, title: 'Rappeler', clientId: foreign!.id }, 400, taskMessages.clientUnknown);

    const task = await ok<Task>('POST', '/v1/tasks', { ...base, title: 'Présenter le millésime 2024', priority: 'high', assigneeId: LEA, clientId: CAVISTE, notes: 'Apporter les fiches' }, 201);
    expect(task).toMatchObject({ assigneeId: LEA, assigneeName: 'Léa Petit', clientId: CAVISTE, clientName: 'Cave du Vieux Port', priority: 'high', done: false, late: false, reminderMinutes: 30 });
    // The owner's own task tells nobody.
    const mine = await ok<Task>('POST', '/v1/tasks', { ...base, title: 'Préparer le salon', activity: 'meeting', dueAt: inMinutes(-60) }, 201);
    expect(mine).toMatchObject({ assigneeId: 1, late: true });
    await h.settle();
    const told = await notificationsOf(STAFF, notificationTitles.newTask);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'newTask', redirectLink: `/dashboard/tasks?taskId=${task.id}` });
    expect(told[0]!.message).toContain('Claire Martin vous a confié « Présenter le millésime 2024 »');
    // Changing it (not its assignee) tells nobody again.
    await ok<Task>('PUT', `/v1/tasks/${task.id}?shopId=1`, { title: 'Présenter le millésime 2024 et 2025' });
    await h.settle();
    expect(await notificationsOf(STAFF, notificationTitles.newTask)).toHaveLength(1);

    const late = await ok<{ items: Task[]; total: number }>('GET', '/v1/tasks?shopId=1&state=late');
    expect(late.items.map((t) => t.id)).toContain(mine.id);
    expect(late.items.map((t) => t.id)).not.toContain(task.id);
    const open = await ok<{ items: Task[] }>('GET', `/v1/tasks?shopId=1&clientId=${CAVISTE}&priority=high`);
    expect(open.items.map((t) => t.id)).toEqual([task.id]);
    const sorted = await ok<{ items: Task[] }>('GET', '/v1/tasks?shopId=1&state=all&limit=100');
    const dues = sorted.items.map((t) => t.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect((await ok<{ items: Task[] }>('GET', '/v1/tasks?shopId=1&scope=mine')).items.every((t) => t.assigneeId === 1)).toBe(true);

    const done = await ok<Task>('PUT', `/v1/tasks/${mine.id}?shopId=1`, { done: true });
    expect(done).toMatchObject({ done: true, late: false });
    expect(done.doneAt).not.toBeNull();
    expect((await ok<{ items: Task[] }>('GET', '/v1/tasks?shopId=1&state=done')).items.map((t) => t.id)).toEqual([mine.id]);
    const reopened = await ok<Task>('PUT', `/v1/tasks/${mine.id}?shopId=1`, { done: false });
    expect(reopened).toMatchObject({ done: false, doneAt: null, late: true });

    await ok('DELETE', `/v1/tasks/${mine.id}?shopId=1`, undefined, 204);
    await refused('GET', `/v1/tasks/${mine.id}?shopId=1`, undefined, 404, taskMessages.unknown);
  });

  it('reassigning a task tells the new assignee; the assignees are the shop staff', async () => {
    const staff = await ok<{ items: { id: number; name: string; role: string }[] }>('GET', '/v1/tasks/assignees?shopId=1');
    expect(staff.items.map((s) => [s.id, s.role])).toEqual(expect.arrayContaining([[1, 'owner'], [LEA, 'iam']]));
    expect(staff.items.map((s) => s.id)).not.toContain(5);
    const task = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Visite du caviste', activity: 'visit', dueAt: inMinutes(60 * 24 * 5), reminderMinutes: null }, 201);
    await h.settle();
    const before = (await notificationsOf(STAFF, notificationTitles.newTask)).length;
    const moved = await ok<Task>('PUT', `/v1/tasks/${task.id}?shopId=1`, { assigneeId: LEA });
    expect(moved.assigneeName).toBe('Léa Petit');
    await h.settle();
    expect((await notificationsOf(STAFF, notificationTitles.newTask)).length).toBe(before + 1);
  });

  it('sends the reminder once before the due time; moving the task moves it, ticking it off cancels it', async () => {
    // Due in 5 minutes, reminded 15 minutes before: the reminder is due now.
    const soon = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Appeler le sommelier', activity: 'call', dueAt: inMinutes(5), reminderMinutes: 15 }, 201);
    await h.settle();
    await h.settle();
    const reminded = (await notificationsOf(OWNER, notificationTitles.taskReminder)).filter((n) => n.message.includes('Appeler le sommelier'));
    expect(reminded).toHaveLength(1);
    expect(reminded[0]!.redirectLink).toBe(`/dashboard/tasks?taskId=${soon.id}`);
    // The job run again (a retry after a lost answer) sends nothing more.
    const [sent] = await reminderJobs(soon.id);
    expect(sent!.state).toBe('completed');
    await h.handle.db.execute(sql`update pgboss.job set state = 'created', completed_on = null where name = 'crm.task-reminder' and (data->>'taskId')::int = ${soon.id}`);
    await h.settle();
    expect((await notificationsOf(OWNER, notificationTitles.taskReminder)).filter((n) => n.message.includes('Appeler le sommelier'))).toHaveLength(1);

    // A task two days away: its reminder waits in the queue until 30 minutes before.
    const later = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Dégustation au caveau', activity: 'tasting', dueAt: inMinutes(60 * 48) }, 201);
    await h.settle();
    const [waiting] = await reminderJobs(later.id);
    expect(waiting).toMatchObject({ rev: '0', state: 'created' });
    expect(Math.abs(new Date(waiting!.start_after).getTime() - (Date.parse(later.dueAt) - 30 * 60_000))).toBeLessThan(2_000);
    // Moved one day later: the first reminder is cancelled, a new one waits for the new time.
    const moved = await ok<Task>('PUT', `/v1/tasks/${later.id}?shopId=1`, { dueAt: inMinutes(60 * 72) });
    await h.settle();
    const afterMove = await reminderJobs(later.id);
    expect(afterMove.map((j) => [j.rev, j.state])).toEqual([['0', 'cancelled'], ['1', 'created']]);
    expect(Math.abs(new Date(afterMove[1]!.start_after).getTime() - (Date.parse(moved.dueAt) - 30 * 60_000))).toBeLessThan(2_000);
    // Done: nothing waits any more.
    await ok<Task>('PUT', `/v1/tasks/${later.id}?shopId=1`, { done: true });
    await h.settle();
    expect((await reminderJobs(later.id)).map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
  });

  it('reads the calendar of a range: tasks, quote expiries; refuses a range too long', async () => {
    const due = new Date(Date.now() + 2 * 86_400_000);
    const task = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Livraison chez le caviste', activity: 'visit', dueAt: due.toISOString() }, 201);
    const validUntil = parisDay(new Date(Date.now() + 3 * 86_400_000));
    const quote = await ok<{ id: number; reference: string }>('POST', '/v1/quotes', { shopId: 1, kind: 'quote', clientId: CAVISTE, lines: [{ productId: 1, quantity: 1 }], validUntil }, 201);
    const from = parisDay(new Date());
    const to = parisDay(new Date(Date.now() + 7 * 86_400_000));
    const calendar = await ok<CalendarData>('GET', `/v1/tasks/calendar?shopId=1&from=${from}&to=${to}`);
    expect(calendar.tasks.map((t) => t.id)).toContain(task.id);
    expect(calendar.events).toContainEqual({ kind: 'quoteExpiry', orderId: quote.id, reference: quote.reference, clientName: 'Cave du Vieux Port', day: validUntil, at: null });
    const elsewhere = await ok<CalendarData>('GET', `/v1/tasks/calendar?shopId=2&from=${from}&to=${to}`, undefined, 200, OWNER2);
    expect(elsewhere.tasks).toEqual([]);
    expect(elsewhere.events.map((e) => e.orderId)).not.toContain(quote.id);
    await refused('GET', `/v1/tasks/calendar?shopId=1&from=2026-01-01&to=2026-06-01`, undefined, 400, taskMessages.range);
  });

  it('refuses a collaborator without seeAllTask, and another shop every task', async () => {
    const task = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Tâche privée', activity: 'mail', dueAt: inMinutes(600) }, 201);
    // The demo collaborator holds the client rights, not the task ones.
    expect((await call('GET', '/v1/tasks?shopId=1', undefined, STAFF)).statusCode).toBe(403);
    expect((await call('POST', '/v1/tasks', { shopId: 1, title: 'x', activity: 'call', dueAt: inMinutes(60) }, STAFF)).statusCode).toBe(403);
    expect((await call('GET', `/v1/tasks/${task.id}?shopId=1`, undefined, OWNER2)).statusCode).toBe(403);
    await refused('GET', `/v1/tasks/${task.id}`, undefined, 404, taskMessages.unknown, OWNER2);
    await refused('PUT', `/v1/tasks/${task.id}`, { done: true }, 404, taskMessages.unknown, OWNER2);
    await refused('DELETE', `/v1/tasks/${task.id}`, undefined, 404, taskMessages.unknown, OWNER2);
    expect((await ok<Task>('GET', `/v1/tasks/${task.id}?shopId=1`)).done).toBe(false);
  });

  it('seeds the pipeline, moves an opportunity to won with its totals, keeps the stages consistent', async () => {
    const stages = (await ok<{ items: PipelineStage[] }>('GET', '/v1/opportunities/stages?shopId=1')).items;
    expect(stages.map((s) => s.name)).toEqual(['Découverte', 'Proposition', 'Négociation', 'Gagnée', 'Perdue']);
    // Read twice at once the first time, a shop still gets its stages once.
    const twice = await Promise.all([2, 2].map(() => ok<{ items: PipelineStage[] }>('GET', '/v1/opportunities/stages?shopId=2', undefined, 200, OWNER2)));
    expect(twice[0]!.items.map((s) => s.id)).toEqual(twice[1]!.items.map((s) => s.id));
    const won = stages.find((s) => s.outcome === 'won')!;

    await refused('POST', '/v1/opportunities', { shopId: 1, clientId: CAVISTE, title: '' }, 400, opportunityMessages.title);
    await refused('POST', '/v1/opportunities', { shopId: 1, clientId: CAVISTE, title: 'Carte des vins', amountCents: 12.5 }, 400, opportunityMessages.amount);
    const deal = await ok<Opportunity>('POST', '/v1/opportunities', { shopId: 1, clientId: CAVISTE, title: 'Carte des vins 2027', amountCents: 240_000, expectedOn: '2027-01-15' }, 201);
    expect(deal).toMatchObject({ stageId: stages[0]!.id, probability: 10, clientName: 'Cave du Vieux Port', ownerName: 'Claire Martin', closedAt: null });
    await ok<Opportunity>('POST', '/v1/opportunities', { shopId: 1, clientId: CAVISTE, title: 'Salon', amountCents: 100_001, probability: 50 }, 201);
    const board = await ok<OpportunityBoard>('GET', '/v1/opportunities?shopId=1');
    const first = board.columns[0]!;
    expect(first).toMatchObject({ count: 2, totalCents: 340_001, weightedCents: 24_000 + 50_001 });

    const closed = await ok<Opportunity>('POST', `/v1/opportunities/${deal.id}/move?shopId=1`, { stageId: won.id });
    expect(closed).toMatchObject({ stageId: won.id, probability: 100 });
    expect(closed.closedAt).not.toBeNull();
    const after = await ok<OpportunityBoard>('GET', '/v1/opportunities?shopId=1');
    expect(after.columns.find((c) => c.stage.id === won.id)).toMatchObject({ count: 1, totalCents: 240_000, weightedCents: 240_000 });
    // Back to an open stage: open again.
    expect((await ok<Opportunity>('POST', `/v1/opportunities/${deal.id}/move?shopId=1`, { stageId: stages[1]!.id })).closedAt).toBeNull();

    await refused('POST', `/v1/opportunities/${deal.id}/move?shopId=1`, { stageId: twice[0]!.items[0]!.id }, 400, opportunityMessages.stageUnknown);
    await refused('DELETE', `/v1/opportunities/stages/${stages[1]!.id}?shopId=1`, undefined, 409, opportunityMessages.stageUsed);
    await refused('DELETE', `/v1/opportunities/stages/${stages[4]!.id}?shopId=1`, undefined, 409, opportunityMessages.lastStage);
    await refused('PUT', `/v1/opportunities/stages/${stages[2]!.id}?shopId=1`, { name: 'découverte' }, 409, opportunityMessages.stageTaken);
    const extra = await ok<PipelineStage>('POST', '/v1/opportunities/stages', { shopId: 1, name: 'Échantillon envoyé', probability: 30 }, 201);
    expect(extra.position).toBe(5);
    const reordered = await ok<{ items: PipelineStage[] }>('PUT', '/v1/opportunities/stages/order', { shopId: 1, ids: [stages[0]!.id, extra.id] });
    expect(reordered.items.map((s) => s.name).slice(0, 3)).toEqual(['Découverte', 'Échantillon envoyé', 'Proposition']);

    // Another shop: refused on shop 1, not found from its own.
    expect((await call('POST', `/v1/opportunities/${deal.id}/move?shopId=1`, { stageId: won.id }, OWNER2)).statusCode).toBe(403);
    await refused('POST', `/v1/opportunities/${deal.id}/move`, { stageId: twice[0]!.items[3]!.id }, 404, opportunityMessages.unknown, OWNER2);
    await refused('PUT', `/v1/opportunities/stages/${extra.id}`, { name: 'Volé' }, 404, opportunityMessages.stageUnknown, OWNER2);
    expect((await ok<Opportunity>('GET', `/v1/opportunities/${deal.id}?shopId=1`)).stageId).toBe(stages[1]!.id);
  });

  it('lists the prospects by department with their last contact and next step', async () => {
    const [prospect] = (await h.handle.db.execute(sql`
      insert into crm.clients (shop_id, name, typology, city, is_pro, pipe, department) values (1, 'Bistrot des Chartrons', 'chr', 'Bordeaux', true, 'prospect', '33') returning id`)) as unknown as { id: number }[];
    await h.handle.db.execute(sql`insert into crm.clients (shop_id, name, typology, city, is_pro, pipe, department) values (1, 'Cave de Lille', 'caviste', 'Lille', true, 'prospect', '59')`);
    const called = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Premier appel', activity: 'call', clientId: prospect!.id, dueAt: inMinutes(-120) }, 201);
    await ok('PUT', `/v1/tasks/${called.id}?shopId=1`, { done: true });
    const next = await ok<Task>('POST', '/v1/tasks', { shopId: 1, title: 'Visite avec échantillons', activity: 'visit', clientId: prospect!.id, dueAt: inMinutes(60 * 24) }, 201);

    const gironde = await ok<{ items: Prospect[]; total: number }>('GET', '/v1/prospection?shopId=1&department=33');
    expect(gironde.total).toBe(1);
    expect(gironde.items[0]).toMatchObject({ name: 'Bistrot des Chartrons', department: '33', lastContact: { id: called.id, title: 'Premier appel', activity: 'call' }, nextStep: { id: next.id, title: 'Visite avec échantillons' } });
    const unplanned = await ok<{ items: Prospect[] }>('GET', '/v1/prospection?shopId=1&next=without');
    expect(unplanned.items.map((p) => p.name)).toEqual(['Cave de Lille']);
    expect((await ok<{ items: Prospect[] }>('GET', '/v1/prospection?shopId=1&typology=caviste')).items.map((p) => p.name)).toEqual(['Cave de Lille']);
    await refused('GET', '/v1/prospection?shopId=1&department=Gironde', undefined, 400, 'Un code de département (ex. 33, 2A, 971).');
    expect((await ok<{ items: Prospect[] }>('GET', '/v1/prospection?shopId=2', undefined, 200, OWNER2)).items).toEqual([]);
  });

  it('a prospect who orders on the shop becomes a client and leaves the prospection list', async () => {
    // The demo buyer's client file (Sophie Leroy), made a prospect.
    const [sophie] = (await h.handle.db.execute(sql`update crm.clients set pipe = 'prospect' where shop_id = 1 and user_id = 5 returning id`)) as unknown as { id: number }[];
    expect((await ok<{ items: Prospect[] }>('GET', '/v1/prospection?shopId=1&limit=100')).items.map((p) => p.id)).toContain(sophie!.id);
    await ok('POST', '/v1/orders', { shopId: 1, lines: [{ productId: 1, quantity: 1 }] }, 201, 'buyer@vendange.test');
    await h.settle();
    const [after] = (await h.handle.db.execute(sql`select pipe from crm.clients where id = ${sophie!.id}`)) as unknown as { pipe: string }[];
    expect(after!.pipe).toBe('client');
    expect((await ok<{ items: Prospect[] }>('GET', '/v1/prospection?shopId=1&limit=100')).items.map((p) => p.id)).not.toContain(sophie!.id);
  });
});
