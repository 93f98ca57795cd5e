// Prints the page CSS of the dashboard's theme (cascade layers, reset, global styles, token variables) exactly as
// Chakra's provider inserts it at run time: emotion renders those styles as <style> tags on the server. Run by
// theme-css.cjs (node --import tsx), which keeps the result for the builds.
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { themeConfigs } from '@vendange/ui/theme';

/** The CSS the provider of a system built from `themeConfigs` (without the prebuilt flag) puts in the page. */
export function renderThemeCss(): string {
  const html = renderToString(createElement(ChakraProvider, { value: createSystem(...themeConfigs), children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.stdout.write(renderThemeCss());
