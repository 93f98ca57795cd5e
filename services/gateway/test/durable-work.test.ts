import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedJobPage, Notification, OrderDetail, OrderSummary, ProductDetail, Shop } from '@vendange/contracts';
import { startJobQueue, type JobQueue } from '@vendange/service-kit';
import { startHarness, type Harness } from './harness';

const OWNER = 'owner@vendange.test';
const BUYER = 'buyer@vendange.test';
const quiet = { error: () => {}, warn: () => {} };

describe('durable work through the gateway: confirmation mail, order expiry, dead letters (postgres)', () => {
  let h: Harness;
  /** Another process's queue on the same database: it sends the sweep and runs a consumer that always fails. */
  let other: JobQueue;
  let product: ProductDetail;
  const auth = async (email: string) => ({ authorization: `Bearer ${await h.tokenOf(email)}` });
  const rows = async <T>(q: ReturnType<typeof sql>) => (await h.handle.db.execute(q)) as unknown as T[];

  beforeAll(async () => {
    h = await startHarness('postgres');
    other = await startJobQueue({ db: h.handle.db, log: quiet });
    const created = await h.app.inject({
      method: 'POST', url: '/v1/products', headers: await auth(OWNER),
      payload: { productType: 'bottle', name: 'Cuvée Durable', status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1250, stock: 10 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<ProductDetail>();
  });
  afterAll(async () => {
    await other?.stop();
    await h?.close();
  });

  const stockNow = async () => {
    await h.settle();
    return (await h.app.inject({ url: `/v1/products/${product.id}` })).json<ProductDetail>().formats[0]!.stock;
  };
  const placeOrder = async (quantity: number) => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/orders', headers: await auth(BUYER), payload: { shopId: 1, lines: [{ productId: product.id, quantity }] } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OrderSummary>();
  };
  const orderOf = async (id: number) => (await h.app.inject({ url: `/v1/orders/${id}`, headers: await auth(BUYER) })).json<OrderDetail>();

  it('mails the buyer a French confirmation with the reference, the lines, the total and a link to the order', async () => {
    const placed = await placeOrder(2);
    await h.settle();
    const mails = h.mails().filter((m) => m.to === BUYER && m.subject.includes(placed.reference));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Votre commande ${placed.reference} est enregistrée`);
    expect(mail!.text).toContain('Bonjour');
    expect(mail!.text).toContain('2 × Cuvée Durable');
    expect(mail!.text).toMatch(/Total TTC : \d+,\d\d\u00a0€/);
    expect(mail!.text).toMatch(new RegExp(`https?://[^\\s]+/dashboard/orders/${placed.id}\\b`));
    // The shop is told once too (the notification is keyed by the order).
    const bell = (await h.app.inject({ url: '/v1/notifications-centers', headers: await auth(OWNER) })).json<Notification[]>();
    expect(bell.filter((n) => n.type === 'newOrder' && n.message.includes(placed.reference))).toHaveLength(1);
  });

  it("expires an unpaid pending order after its shop's delay: status expired, stock back, the buyer told and mailed", async () => {
    // The shop sets 5 days; a form that does not send the field keeps it.
    const shop = (await h.app.inject({ url: '/v1/shops/me', headers: await auth(OWNER) })).json<Shop>();
    const put = async (sales: object) => h.app.inject({ method: 'PUT', url: '/v1/shops/me/sales-rules', headers: await auth(OWNER), payload: sales });
    expect((await put({ ...shop.sales, pendingExpiryDays: 0 })).statusCode).toBe(400);
    const saved = await put({ ...shop.sales, pendingExpiryDays: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const { pendingExpiryDays: _kept, ...withoutDelay } = saved.json<Shop>().sales;
    expect((await put(withoutDelay)).json<Shop>().sales.pendingExpiryDays).toBe(5);

    const before = await stockNow();
    const old = await placeOrder(3);
    const recent = await placeOrder(1);
    expect(await stockNow()).toBe(before! - 4);
    await h.handle.db.execute(sql`update orders.orders set created_at = now() - interval '6 days' where id = ${old.id}`);
    await h.handle.db.execute(sql`update orders.orders set created_at = now() - interval '4 days' where id = ${recent.id}`);

    // The sweep is a cron job (every 10 minutes); here it is sent at once, as any process may.
    await other.send('orders.expire-pending', {}, `test-sweep-${Date.now()}`);
    await h.settle();
    expect((await orderOf(old.id)).status).toBe('expired');
    expect((await orderOf(recent.id)).status).toBe('pending');
    expect(await stockNow()).toBe(before! - 1);

    const notes = (await h.app.inject({ url: '/v1/notifications-centers', headers: await auth(BUYER) })).json<Notification[]>();
    expect(notes.filter((n) => n.title === 'Commande expirée' && n.message.includes(old.reference))).toHaveLength(1);
    const expiredMail = h.mails().find((m) => m.to === BUYER && m.subject === `Votre commande ${old.reference} a expiré`);
    expect(expiredMail?.text).toContain('pendant 5 jours');

    // A second sweep finds nothing more to do: no second release, notification nor mail.
    await other.send('orders.expire-pending', {}, `test-sweep-again-${Date.now()}`);
    await h.settle();
    expect(await stockNow()).toBe(before! - 1);
    expect(h.mails().filter((m) => m.subject === `Votre commande ${old.reference} a expiré`)).toHaveLength(1);
    // The producer may no longer validate it.
    expect((await h.app.inject({ method: 'PUT', url: `/v1/orders/${old.id}/validate`, headers: await auth(OWNER) })).statusCode).toBe(409);
  });

  it('lists a job that always fails as a dead letter for the administrator, who retries it; others may not', async () => {
    let attempts = 0;
    await other.work('test.always-fails', async () => {
      attempts += 1;
      throw new Error(`catalog ne répond pas (essai ${attempts})`);
    }, { retryLimit: 1, retryDelaySeconds: 1 });
    await other.send('test.always-fails', { shopId: 1, holdKey: 'abc' }, 'always-fails-1');
    const admin = await auth('admin@vendange.test');
    const list = async () => (await h.app.inject({ url: '/v1/admin/jobs/failed?page=1&limit=10', headers: admin })).json<FailedJobPage>();
    const deadline = Date.now() + 15_000;
    while ((await list()).total === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const page = await list();
    expect(page).toMatchObject({ total: 1, page: 1, limit: 10 });
    const [dead] = page.items;
    expect(dead).toMatchObject({ queue: 'test.always-fails', summary: '{"shopId": 1, "holdKey": "abc"}', attempts: 2 });
    expect(dead!.error).toBe('catalog ne répond pas (essai 2)');
    expect(Date.parse(dead!.failedAt)).toBeGreaterThanOrEqual(Date.parse(dead!.createdAt));

    expect((await h.app.inject({ url: '/v1/admin/jobs/failed', headers: await auth(OWNER) })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/v1/admin/jobs/failed' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: `/v1/admin/jobs/${dead!.id}/retry`, headers: await auth(OWNER) })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: '/v1/admin/jobs/not-a-uuid/retry', headers: admin })).statusCode).toBe(404);

    const retried = await h.app.inject({ method: 'POST', url: `/v1/admin/jobs/${dead!.id}/retry`, headers: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ id: dead!.id, retried: true });
    // Not a dead letter any more until its new attempt fails.
    expect((await h.app.inject({ method: 'POST', url: `/v1/admin/jobs/${dead!.id}/retry`, headers: admin })).statusCode).toBe(404);
    const again = Date.now() + 15_000;
    while (!(attempts === 3 && (await list()).total === 1) && Date.now() < again) await new Promise((r) => setTimeout(r, 100));
    expect(attempts).toBe(3);
    expect((await list()).items[0]).toMatchObject({ id: dead!.id, attempts: 3, error: 'catalog ne répond pas (essai 3)' });
    const [count] = await rows<{ n: string }>(sql`select count(*) as n from pgboss.job where name = 'test.always-fails'`);
    expect(Number(count!.n)).toBe(1);
  });
});
