import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SerialPort } from 'serialport';
import { foldToAscii, type ProductDetail, type SalesPoint } from '@vendange/contracts';
import { bearer, loginThroughApi, tokenOf } from '../helpers';

const OWNER = 'owner@vendange.test';
/** Shop 1's « Caveau de vente »: duty paid, not selling online. */
const CAVEAU = 2;
const BRIDGE = 'http://127.0.0.1:7878';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

/** A real pseudo-terminal pair made by socat: the bridge writes to one end as to a pole display; the test reads the other. */
async function ptyPair(): Promise<{ socat: ChildProcess; display: string; reader: string }> {
  const socat = spawn('socat', ['-d', '-d', 'pty,raw,echo=0', 'pty,raw,echo=0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const ptys: string[] = [];
  await new Promise<void>((resolve, reject) => {
    socat.on('error', reject);
    socat.stderr!.on('data', (chunk: Buffer) => {
      for (const m of chunk.toString().matchAll(/PTY is (\/dev\/pts\/\d+)/g)) ptys.push(m[1]!);
      if (ptys.length === 2) resolve();
    });
    setTimeout(() => reject(new Error('socat made no pseudo-terminal pair')), 10_000);
  });
  return { socat, display: ptys[0]!, reader: ptys[1]! };
}

/** The display bridge as a till's machine runs it (npm run pole-display), allowed for this platform's origin only. */
async function startBridge(device: string, origin: string): Promise<ChildProcess> {
  const bridge = spawn('npx', ['tsx', 'services/pos/src/display/main.ts', '--device', device, '--origin', origin], { cwd: process.cwd(), stdio: 'ignore', detached: true });
  await expect.poll(async () => { try { return (await fetch(`${BRIDGE}/health`)).ok; } catch { return false; } }, { timeout: 60_000 }).toBe(true);
  return bridge;
}

async function caveauWine(request: APIRequestContext, token: string, name: string): Promise<number> {
  const created = await request.post('/v1/products', {
    headers: bearer(token),
    data: { shopId: 1, productType: 'bottle', name, status: 'online', formats: [{ container: 'bouteille', unity: 'cl', unityValue: '75', priceCents: 1500 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formatId = ((await created.json()) as ProductDetail).formats[0]!.id!;
  const entry = await request.post('/v1/stocks/movements', {
    headers: bearer(token), params: { shopId: 1 }, data: { kind: 'entry', reason: 'purchase', warehouseId: CAVEAU, lines: [{ formatId, quantity: 12 }] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  return formatId;
}

test('the customer display shows each bottle rung up, the total and the change: 40-byte frames at 9600 baud on a real pseudo-terminal', async ({ page, request, baseURL }) => {
  const { socat, display, reader: readerPath } = await ptyPair();
  const reader = new SerialPort({ path: readerPath, baudRate: 9600 });
  let received = Buffer.alloc(0);
  reader.on('data', (chunk: Buffer) => { received = Buffer.concat([received, chunk]); });
  const bridge = await startBridge(display, baseURL!);
  try {
    const owner = await tokenOf(request, OWNER);
    const wine = `Rosé du caveau ${Date.now()}`;
    await caveauWine(request, owner, wine);
    const created = await request.post('/v1/salespoints', {
      headers: bearer(owner), params: { shopId: 1 },
      data: { shopId: 1, name: `Caisse afficheur ${Date.now()}`, warehouseId: CAVEAU, priceList: 'particulier', paymentTypes: ['cash'], displayDevice: display },
    });
    expect(created.status(), await created.text()).toBe(201);
    const point = (await created.json()) as SalesPoint;

    await loginThroughApi(page, OWNER);
    await page.goto(`/dashboard/salespoints/${point.id}/new-order`);
    await expect(page.getByTestId('till-online')).toBeVisible();
    await page.getByTestId('till-search').fill(wine);
    await page.getByTestId('till-product').filter({ hasText: wine }).click();
    await expect(page.getByTestId('till-total')).toHaveText('18,00 €');

    // The bottle rung up: its name on the first line, "1 x 18,00" and the amount on the second.
    await expect.poll(() => received.length).toBe(40);
    const line = received.subarray(0, 40).toString('latin1');
    // The wine's name (28 characters) fills the first line, its accent folded.
    expect(line.slice(0, 20)).toBe(foldToAscii(wine).slice(0, 20));
    expect(line.slice(20)).toBe('1 x 18,00      18,00');

    // To pay: the total; paid 20 € in cash: what was given and the change.
    await page.getByTestId('till-pay').click();
    await expect.poll(() => received.length).toBe(80);
    expect(received.subarray(40, 80).toString('latin1')).toBe(`TOTAL      18,00 EUR${' '.repeat(20)}`);
    const pay = page.getByTestId('till-payment');
    await pay.getByTestId('till-paytype-cash').click();
    await pay.getByTestId('till-pay-amount').fill('20');
    await pay.getByTestId('till-pay-add').click();
    await expect(pay.getByTestId('till-pay-change')).toHaveText('2,00 €');
    await pay.getByTestId('till-pay-amount').press('Enter');
    await expect(page.getByTestId('receipt-dialog')).toBeVisible();
    await expect.poll(() => received.length).toBe(120);
    expect(received.subarray(80, 120).toString('latin1')).toBe('RECU       20,00 EURRENDU       2,00 EUR');
  } finally {
    try { process.kill(-bridge.pid!, 'SIGTERM'); } catch { /* gone */ }
    if (reader.isOpen) await new Promise<void>((resolve) => reader.close(() => resolve()));
    socat.kill();
  }
});
