import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // On the 2-core machines (CI included) the browser is CPU-bound: a long journey (the catalogue's, 40 steps over
  // three screens and two users) measured 61 s there while each request answered in under 0.4 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: './.artifacts/report.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    // Every journey is a visitor who already confirmed their age (the age gate has its own test).
    storageState: { cookies: [{ name: 'isOver18', value: 'true', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--disable-component-update', '--no-first-run'],
    },
  },
});
