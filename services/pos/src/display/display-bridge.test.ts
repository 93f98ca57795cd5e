import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { SerialPort } from 'serialport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { displayTexts } from '@vendange/contracts';
import { displayBridge } from './display-bridge';

const ORIGIN = 'http://localhost:3000';

/** A real pseudo-terminal pair made by socat: the bridge writes to one end as to a pole display, the test reads the other. */
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

describe('the customer display bridge, on a socat pseudo-terminal pair', () => {
  let socat: ChildProcess;
  let display: string;
  let reader: SerialPort;
  let bridge: FastifyInstance;
  let received = Buffer.alloc(0);

  beforeAll(async () => {
    expect(spawnSync('socat', ['-V']).status, 'socat is installed by the test command (infra/scripts/test.mjs)').toBe(0);
    const pair = await ptyPair();
    socat = pair.socat; display = pair.display;
    reader = new SerialPort({ path: pair.reader, baudRate: 9600 });
    reader.on('data', (chunk: Buffer) => { received = Buffer.concat([received, chunk]); });
    await new Promise<void>((resolve, reject) => { reader.on('open', () => resolve()); reader.on('error', reject); });
    bridge = await displayBridge({ origins: [ORIGIN], logLevel: 'silent' });
  });

  afterAll(async () => {
    await bridge?.close();
    if (reader?.isOpen) await new Promise<void>((resolve) => reader.close(() => resolve()));
    socat?.kill();
  });

  const frames = async (count: number) => {
    const until = Date.now() + 5000;
    while (received.length < count * 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    const out = received; received = Buffer.alloc(0);
    return out;
  };

  it('writes each line and the total as one 40-byte frame padded with spaces, in the order asked', async () => {
    const line = displayTexts({ kind: 'line', label: 'Crémant de Loire rosé', quantity: 3, unitCents: 1250, lineCents: 3750 });
    const total = displayTexts({ kind: 'total', totalCents: 3750 });
    const answers = await Promise.all([line, total].map((texts) => bridge.inject({ method: 'POST', url: '/display', payload: { device: display, ...texts }, headers: { origin: ORIGIN } })));
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([[202, { written: true }], [202, { written: true }]]);
    const bytes = await frames(2);
    expect(bytes.length).toBe(80);
    expect(bytes.subarray(0, 40).toString('latin1')).toBe('Cremant de Loire ros3 x 12,50      37,50');
    expect(bytes.subarray(40, 80).toString('latin1')).toBe(`TOTAL      37,50 EUR${' '.repeat(20)}`);
  });

  it('logs a missing device and answers at once without blocking the till; the display still works after', async () => {
    const missing = await bridge.inject({ method: 'POST', url: '/display', payload: { device: '/dev/ttyVENDANGE404', top: 'x', bottom: 'y' } });
    expect([missing.statusCode, missing.json()]).toEqual([202, { written: false }]);
    const next = await bridge.inject({ method: 'POST', url: '/display', payload: { device: display, top: 'Bienvenue', bottom: 'Domaine' } });
    expect(next.json()).toEqual({ written: true });
    expect((await frames(1)).toString('latin1')).toBe(`Bienvenue${' '.repeat(11)}Domaine${' '.repeat(13)}`);
  });

  it('refuses a device that is not a serial port, and lets only the platform\'s page call it', async () => {
    const bad = await bridge.inject({ method: 'POST', url: '/display', payload: { device: '/etc/passwd', top: '', bottom: '' } });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Indiquez un périphérique série comme /dev/ttyUSB0 ou COM3.' }]);
    const allowed = await bridge.inject({ method: 'OPTIONS', url: '/display', headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-private-network': 'true' } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(allowed.headers['access-control-allow-private-network']).toBe('true');
    const other = await bridge.inject({ method: 'OPTIONS', url: '/display', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
