import { expect, test, type Page } from '@playwright/test';
import { loginThroughApi } from '../helpers';

/**
 * The page's hints (services/gateway/src/page-hints.ts, shared/build-config first-screen-preload.cjs): what the page
 * announces is what its first screen loads. A hint nobody uses wastes a phone's bandwidth; a script fetched twice
 * means a hint that does not match the request the app makes (the browser then downloads it again).
 */
async function firstScreen(page: Page, path: string) {
  const scripts: string[] = [];
  const requests: string[] = [];
  page.on('request', (r) => {
    requests.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('load');
  const hinted = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  return { scripts, hinted, requests };
}

test('the dashboard announces the shell and its MFE scripts it loads, each fetched once, and shows a frame before any script', async ({ page }) => {
  const html = await (await page.request.get('/dashboard')).text();
  // Painted by the HTML alone, replaced by the app's first render.
  expect(html).toContain('class=vdg-boot');
  expect(html).toContain('id="vendange-remotes"');
  await loginThroughApi(page, 'owner@vendange.test');
  const { scripts, hinted, requests } = await firstScreen(page, '/dashboard');
  expect(hinted.some((h) => h.startsWith('/mfe/mfe-dashboard-sales/'))).toBe(true);
  expect(hinted.filter((h) => !h.startsWith('/mfe/')).length).toBeGreaterThan(5);
  for (const h of hinted) expect(scripts, `${h} announced and loaded`).toContain(h);
  const twice = scripts.filter((s, i) => scripts.indexOf(s) !== i);
  expect(twice, 'no script fetched twice').toEqual([]);
  await expect(page.locator('.vdg-boot')).toHaveCount(0);
  // The remotes came inline: no round trip for them.
  expect(requests).toContain('/v1/users/me');
  expect(requests).not.toContain('/remotes.json');
});

test('the login page announces the login MFE, not the dashboard', async ({ page }) => {
  const { scripts, hinted } = await firstScreen(page, '/auth/login');
  expect(hinted.some((h) => h.startsWith('/mfe/mfe-auth/'))).toBe(true);
  expect(hinted.some((h) => h.startsWith('/mfe/mfe-dashboard-sales/'))).toBe(false);
  for (const h of hinted) expect(scripts, `${h} announced and loaded`).toContain(h);
});
