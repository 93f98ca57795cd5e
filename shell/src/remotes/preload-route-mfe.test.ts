import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@vendange/route-registry';

const asked = vi.hoisted(() => ({ mfes: [] as string[], token: false }));
vi.mock('./remote-loader', () => ({ loadLifecycles: (name: string) => { asked.mfes.push(name); return Promise.reject(new Error('offline')); } }));
vi.mock('@vendange/store', () => ({ hasStoredToken: () => asked.token }));

const { preloadRouteMfe } = await import('./preload-route-mfe');

describe('preloadRouteMfe', () => {
  beforeEach(() => { asked.mfes = []; });

  it('starts the route MFE of a signed-in dashboard page, and ignores its failure', () => {
    asked.token = true;
    preloadRouteMfe(paths.dashboard);
    expect(asked.mfes).toEqual(['mfe_dashboard_sales']);
  });

  it('skips the pages the guard will redirect from', () => {
    asked.token = false;
    preloadRouteMfe(paths.dashboard);
    asked.token = true;
    preloadRouteMfe(paths.login);
    expect(asked.mfes).toEqual([]);
  });

  it('starts the login page without a session', () => {
    asked.token = false;
    preloadRouteMfe(paths.login);
    expect(asked.mfes).toEqual(['mfe_auth']);
  });
});
