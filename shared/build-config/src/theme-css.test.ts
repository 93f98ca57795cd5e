import { createRequire } from 'node:module';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system, themeConfigs } from '@vendange/ui/theme';
import { renderThemeCss } from './render-theme-css';

const require = createRequire(import.meta.url);
const { themeCss, themeCssFile } = require('./theme-css.cjs') as { themeCss: () => string; themeCssFile: (css: string) => string };
const { createConfig } = require('./index.cjs') as { createConfig: (o: { name: string; dir: string; host?: boolean; port: number }) => (env: unknown, argv: { mode: string }) => { plugins: Array<{ userOptions?: { themeCss?: string } }> } };

describe("the theme's page CSS is written at build time, not worked out by the scripts", () => {
  const css = themeCss();

  it('is what Chakra would insert at run time: the layers first, then the reset, the global styles and the token variables', () => {
    expect(css).toBe(renderThemeCss());
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('--chakra-colors-brand-500:#219EBC');
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-gray-50\)/);
  });

  it("goes into every app's HTML", () => {
    const config = createConfig({ name: 'shell', dir: __dirname, host: true, port: 0 })({}, { mode: 'production' });
    const html = config.plugins.find((p) => p.userOptions?.themeCss !== undefined);
    expect(html?.userOptions?.themeCss).toBe(css);
    // The shell also serves it as a hashed file, for a document without the inline copy (shell/src/theme-css.ts).
    const file = config.plugins.find((p) => (p as { file?: string }).file !== undefined) as { file?: string; css?: string } | undefined;
    expect(file?.file).toMatch(/^theme\.[0-9a-f]{12}\.css$/);
    expect(file).toMatchObject({ file: themeCssFile(css), css });
  });

  it("is not inserted by the apps' providers, whose system still answers its tokens", () => {
    // The system every app's provider (shared/ui's AppProviders) is given.
    expect(renderToString(createElement(ChakraProvider, { value: system, children: 'page' }))).toBe('page');
    // The same theme without the flag: what every React root inserted before (a <style> per root).
    expect(renderToString(createElement(ChakraProvider, { value: createSystem(...themeConfigs), children: null }))).toContain('<style');
    expect(system.token('colors.brand.500')).toBe('#219EBC');
    expect(system.token.var('colors.brand.500')).toBe('var(--chakra-colors-brand-500)');
  });
});
