import { expect, test } from '@playwright/test';
import { loginThroughForm, tokenOf } from '../helpers';
import { startPlatform, type StartedPlatform } from '../platform';

// Issue 14: `npm run start:distributed` with two notifications processes. The owner's dashboard holds its live
// stream on one of them (the gateway shares the calls in turn), the order is announced by whichever process
// the orders service reaches: LISTEN/NOTIFY must carry it to every stream, on both processes.

const PORT = 3300;
const OFFSET = 700;
const notificationsPorts = [4007 + OFFSET, 4007 + OFFSET + 100];

let platform: StartedPlatform | null = null;

test.use({ baseURL: `http://localhost:${PORT}` });

// Playwright hands fixtures first: a hook that needs none still takes the (empty) object.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  platform = await startPlatform({
    port: PORT, args: ['--distributed'], readyPath: '/readyz', timeoutMs: 280_000,
    env: { SERVICE_PORT_OFFSET: String(OFFSET), SERVICE_REPLICAS_NOTIFICATIONS: '2' },
  });
});

test.afterAll(async () => {
  await platform?.stop();
});

/** Opens the live stream on one notifications process directly, and collects what it announces. */
async function streamOn(port: number, jwt: string) {
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/v1/notifications-centers/stream`, { headers: { authorization: `Bearer ${jwt}` }, signal: controller.signal });
  expect(res.status, `stream on ${port}`).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const pump = (async () => {
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        text += decoder.decode(next.value);
      }
    } catch { /* aborted */ }
  })();
  return {
    text: () => text,
    close: async () => { controller.abort(); await pump; },
  };
}

test('an order placed reaches the owner\'s open dashboard, whichever notifications process holds the stream', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const badge = page.getByTestId('notifications-unseen');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());

  // Besides the dashboard's own stream (through the gateway), one stream held by each process.
  const owner = await tokenOf(request, 'owner@vendange.test');
  const streams = await Promise.all(notificationsPorts.map((port) => streamOn(port, owner)));
  try {
    for (const s of streams) await expect.poll(s.text).toContain(': connected');

    const buyer = await tokenOf(request, 'buyer@vendange.test');
    const orders: Array<{ id: number; reference: string }> = [];
    // Two orders, so that the orders service's calls go to each process in turn.
    for (let i = 0; i < 2; i += 1) {
      const placed = await request.post('/v1/orders', { headers: { authorization: `Bearer ${buyer}` }, data: { shopId: 1, lines: [{ productId: 5, quantity: 1 }] } });
      expect(placed.status(), await placed.text()).toBe(201);
      orders.push((await placed.json()) as { id: number; reference: string });
    }

    // No reload: the dashboard counts both, and each process's stream carried both.
    await expect(badge).toHaveText(String(before + 2));
    for (const [i, s] of streams.entries()) {
      for (const order of orders) {
        await expect.poll(s.text, { message: `process ${notificationsPorts[i]} announces order ${order.id}` }).toContain(`/dashboard/orders/${order.id}`);
      }
    }
  } finally {
    await Promise.all(streams.map((s) => s.close()));
  }
});
