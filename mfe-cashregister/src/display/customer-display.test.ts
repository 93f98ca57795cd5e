import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { showOnCustomerDisplay } from './customer-display';

describe('the till talking to the customer display bridge', () => {
  let server: Server;
  let url: string;
  const bodies: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString(); });
      req.on('end', () => { bodies.push(JSON.parse(body)); res.writeHead(202, { 'content-type': 'application/json' }).end('{"written":true}'); });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the two lines of the screen with the sales point device', async () => {
    expect(await showOnCustomerDisplay('/dev/ttyUSB0', { kind: 'total', totalCents: 3750 }, url)).toBe(true);
    expect(bodies.at(-1)).toEqual({ device: '/dev/ttyUSB0', top: 'TOTAL      37,50 EUR', bottom: ' '.repeat(20) });
  });

  it('sends nothing without a device, and never throws when the bridge is not there', async () => {
    const count = bodies.length;
    expect(await showOnCustomerDisplay(null, { kind: 'total', totalCents: 1 }, url)).toBe(false);
    expect(bodies.length).toBe(count);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await showOnCustomerDisplay('/dev/ttyUSB0', { kind: 'total', totalCents: 1 }, 'http://127.0.0.1:9')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
