import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const digestOf = (dir: string) => {
  const hash = createHash('sha256');
  // Recursive: builds put images under assets/.
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(path.join(dir, f)).isFile()).sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(dir, f)));
  return hash.digest('hex');
};

test('a rebuilt MFE is picked up on reload without rebuilding the shell or any other MFE', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/salespoints');
  const root = page.locator('[data-mfe="mfe_cashregister"]');
  const before = await root.getAttribute('data-build-id');
  const untouched = ['shell', 'mfe-dashboard-sales', 'mfe-auth'].map((d) => digestOf(path.join(repoRoot, d, 'dist')));

  const buildId = `e2e-${Date.now()}`;
  execFileSync(process.execPath, [path.join(repoRoot, 'infra/scripts/build.mjs'), '--only=mfe-cashregister'], {
    cwd: repoRoot, env: { ...process.env, VENDANGE_BUILD_ID: buildId }, stdio: 'inherit',
  });

  await page.reload();
  await expect(root).toHaveAttribute('data-build-id', buildId);
  expect(buildId).not.toBe(before);
  // By role: the table's link, not the phone card's hidden twin.
  await expect(page.getByRole('link', { name: 'Caveau du domaine' })).toBeVisible();
  expect(['shell', 'mfe-dashboard-sales', 'mfe-auth'].map((d) => digestOf(path.join(repoRoot, d, 'dist')))).toEqual(untouched);
});

test('react and react-dom load once across the shell and every MFE visited', async ({ page }) => {
  const reactDomChunks: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (body.includes('__reactContainer$') && !reactDomChunks.includes(res.url())) reactDomChunks.push(res.url());
  });
  await page.goto('/auth/login');
  await loginThroughForm(page, 'owner@vendange.test');
  for (const p of ['/dashboard/orders', '/dashboard/clients', '/dashboard/products', '/dashboard/salespoints']) {
    await page.getByTestId('side-menu').locator(`a[href="${p}"]`).first().click();
    await expect(page.locator('[data-outlet]').locator('table, [data-testid$="-empty"]').first()).toBeVisible();
  }
  await page.goto('/domaine-des-coteaux');
  await expect(page.getByTestId('shop-name')).toBeVisible();
  expect(reactDomChunks, `react-dom chunks downloaded: ${reactDomChunks.join(', ')}`).toHaveLength(1);
  const loaded = await page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__.__SHARE__;
    const versions: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [pkg, byVersion] of Object.entries(scope.default ?? {})) {
        if (pkg !== 'react' && pkg !== 'react-dom') continue;
        for (const [version, info] of Object.entries(byVersion)) if (info.loaded) (versions[pkg] ??= []).push(`${version}@${info.from}`);
      }
    }
    return versions;
  });
  expect(new Set(loaded.react ?? []).size, JSON.stringify(loaded)).toBe(1);
  expect(new Set(loaded['react-dom'] ?? []).size, JSON.stringify(loaded)).toBe(1);
});
