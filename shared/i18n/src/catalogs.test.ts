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
  it('an app with its first screen apart draws with those strings; the rest comes when asked, once', async () => {
    const { registerCatalogs, completeCatalogs, switchLocale, i18n } = await fresh();
    await switchLocale('fr');
    const sales = app('sales');
    const first = app('home');
    const loaders = { ...sales.loaders, first: first.loaders };
    await registerCatalogs(loaders);
    expect(first.fr).toHaveBeenCalledTimes(1);
    expect(sales.fr).not.toHaveBeenCalled();
    expect(i18n._('home')).toBe('home en français');
    await Promise.all([completeCatalogs(loaders), completeCatalogs(loaders)]);
    expect(sales.fr).toHaveBeenCalledTimes(1);
    expect(i18n._('sales')).toBe('sales en français');
    expect(sales.en).not.toHaveBeenCalled();
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

  it('during a switch, the rest is loaded in both languages', async () => {
    const { registerCatalogs, completeCatalogs, switchLocale } = await fresh();
    await switchLocale('fr');
    const sales = app('sales');
    const loaders = { ...sales.loaders, first: app('home').loaders };
    await registerCatalogs(loaders);
    sales.en.mockImplementationOnce(() => new Promise(() => {}));
    void switchLocale('en');
    void completeCatalogs(loaders);
    expect(sales.fr).toHaveBeenCalledTimes(1);
    expect(sales.en).toHaveBeenCalledTimes(1);
  });
});
