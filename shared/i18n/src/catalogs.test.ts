import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh module state (registered apps, the lingui instance) for each test.
async function fresh() {
  vi.resetModules();
  const catalogs = await import('./catalogs');
  const { i18n } = await import('@lingui/core');
  return { ...catalogs, i18n };
}

function app(name: string) {
  const fr = vi.fn(async () => ({ messages: { [name]: `${name} en français` } }));
  const en = vi.fn(async () => ({ messages: { [name]: `${name} in English` } }));
  return { loaders: { fr, en }, fr, en };
}

describe('catalogs per language', () => {
  beforeEach(() => vi.restoreAllMocks());

  // First: the lingui instance is not reset between tests (an external module), and no language is active yet.
  it('an MFE run alone, with no shell to choose, is in French', async () => {
    const { registerCatalogs, i18n } = await fresh();
    const alone = app('alone');
    await registerCatalogs(alone.loaders);
    expect(i18n.locale).toBe('fr');
    expect(alone.en).not.toHaveBeenCalled();
  });

  it('downloads only the language the page shows', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    const shell = app('shell');
    await Promise.all([switchLocale('fr'), registerCatalogs(shell.loaders)]);
    expect(shell.fr).toHaveBeenCalledTimes(1);
    expect(shell.en).not.toHaveBeenCalled();
    expect(i18n.locale).toBe('fr');
    expect(i18n._('shell')).toBe('shell en français');
  });

  it('an app registered later loads the current language, once', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    await switchLocale('en');
    const sales = app('sales');
    await registerCatalogs(sales.loaders);
    await switchLocale('en');
    expect(sales.en).toHaveBeenCalledTimes(1);
    expect(sales.fr).not.toHaveBeenCalled();
    expect(i18n._('sales')).toBe('sales in English');
  });

  it('a switch loads every registered app before the language changes', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    const shell = app('shell');
    const sales = app('sales');
    await switchLocale('fr');
    await registerCatalogs(shell.loaders);
    await registerCatalogs(sales.loaders);
    let resolveEn: (v: { messages: Record<string, string> }) => void = () => {};
    sales.en.mockImplementationOnce(() => new Promise((r) => { resolveEn = r; }));
    const switching = switchLocale('en');
    await Promise.resolve();
    expect(i18n.locale).toBe('fr');
    resolveEn({ messages: { sales: 'sales in English' } });
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._('shell')).toBe('shell in English');
    expect(i18n._('sales')).toBe('sales in English');
  });

  it('the later of two switches wins', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    const shell = app('shell');
    await switchLocale('fr');
    await registerCatalogs(shell.loaders);
    await Promise.all([switchLocale('en'), switchLocale('fr')]);
    expect(i18n.locale).toBe('fr');
  });

  it('a catalog that failed to download is fetched again on the next try', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    const shell = app('shell');
    await switchLocale('fr');
    await registerCatalogs(shell.loaders);
    shell.en.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(switchLocale('en')).rejects.toThrow('ChunkLoadError');
    expect(i18n.locale).toBe('fr');
    await switchLocale('en');
    expect(shell.en).toHaveBeenCalledTimes(2);
    expect(i18n.locale).toBe('en');
  });
  it('an app with its first screen apart draws with those strings; a chunk\'s part is fetched once', async () => {
    const { registerCatalogs, loadCatalogPart, switchLocale, i18n } = await fresh();
    await switchLocale('fr');
    const sales = app('sales');
    const first = app('home');
    await registerCatalogs({ ...sales.loaders, first: first.loaders });
    expect(first.fr).toHaveBeenCalledTimes(1);
    expect(sales.fr).not.toHaveBeenCalled();
    expect(i18n._('home')).toBe('home en français');
    const fetched = vi.fn(async (url: string) => new Response(JSON.stringify({ orders: `orders from ${url}` })));
    vi.stubGlobal('fetch', fetched);
    const part = { fr: '/mfe/sales/catalogs/fr-1.json', en: '/mfe/sales/catalogs/en-1.json' };
    await Promise.all([loadCatalogPart(part), loadCatalogPart(part)]);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/mfe/sales/catalogs/fr-1.json']);
    expect(i18n._('orders')).toBe('orders from /mfe/sales/catalogs/fr-1.json');
    expect(sales.fr).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a part that could not be fetched fails as a chunk does, and is fetched again on the next try', async () => {
    const { loadCatalogPart, switchLocale } = await fresh();
    await switchLocale('fr');
    const fetched = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetched);
    const part = { fr: '/p/fr-2.json', en: '/p/en-2.json' };
    await expect(loadCatalogPart(part)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    fetched.mockImplementationOnce(async () => new Response('{}'));
    await loadCatalogPart(part);
    expect(fetched).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('a switch loads whole catalogs; asking for the language shown downloads nothing', async () => {
    const { registerCatalogs, switchLocale, i18n } = await fresh();
    await switchLocale('fr');
    const sales = app('sales');
    const first = app('home');
    await registerCatalogs({ ...sales.loaders, first: first.loaders });
    await switchLocale('fr');
    expect(sales.fr).not.toHaveBeenCalled();
    await switchLocale('en');
    expect(sales.en).toHaveBeenCalledTimes(1);
    expect(first.en).not.toHaveBeenCalled();
    expect(i18n._('sales')).toBe('sales in English');
  });

  it('during a switch, a chunk\'s part is loaded in both languages', async () => {
    const { registerCatalogs, loadCatalogPart, switchLocale } = await fresh();
    await switchLocale('fr');
    const sales = app('sales');
    await registerCatalogs({ ...sales.loaders, first: app('home').loaders });
    let releaseEn: (v: { messages: Record<string, string> }) => void = () => {};
    sales.en.mockImplementationOnce(() => new Promise((r) => { releaseEn = r; }));
    const fetched = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    const switching = switchLocale('en');
    await loadCatalogPart({ fr: '/p/fr-3.json', en: '/p/en-3.json' });
    expect(fetched.mock.calls.map(([url]) => url).sort()).toEqual(['/p/en-3.json', '/p/fr-3.json']);
    releaseEn({ messages: { sales: 'sales in English' } });
    await switching;
    vi.unstubAllGlobals();
  });
});
