import { describe, expect, it } from 'vitest';
import { bottomBarFor } from './bottom-bar-rules';

const opens = (...paths: string[]) => (p: string) => paths.includes(p);

describe('mobile bottom bar', () => {
  it('gives the owner every button, in the spec order', () => {
    expect(bottomBarFor('owner', true, opens('/dashboard/clients', '/dashboard/orders'))).toEqual(['clients', 'orders', 'qr', 'notifications', 'help']);
  });

  it('drops the pages a collaborator may not open, keeps their QR code', () => {
    expect(bottomBarFor('iam', true, opens('/dashboard/clients'))).toEqual(['clients', 'qr', 'notifications', 'help']);
  });

  it('gives no QR code to agents, buyers, or staff whose shop is not loaded', () => {
    expect(bottomBarFor('agent', false, opens('/dashboard/clients', '/dashboard/orders'))).toEqual(['clients', 'orders', 'notifications', 'help']);
    expect(bottomBarFor('buyer', false, opens('/dashboard/orders'))).toEqual(['orders', 'notifications', 'help']);
    expect(bottomBarFor('owner', false, opens())).toEqual(['notifications', 'help']);
  });
});
