import { I18nProvider } from '@lingui/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '@lingui/core';
import { i18n } from '@vendange/i18n';
import { StorefrontApp } from './storefront-app';
import type { StorefrontData } from './storefront-data';

/** Tells when the whole page is live: effects run once the hydrated tree is committed. */
function WhenHydrated({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Takes over the server's HTML with the same data and language (`messages`: the page language's catalog), so
 * nothing is drawn twice. Resolves once the page answers taps (the early clicks are replayed then).
 *
 * As a transition: React hydrates in slices of a few milliseconds and the browser stays free between them
 * (a shop's 100 cards hydrated in one task blocked the phone for about a second at Lighthouse's 4x CPU:
 * docs/decisions/storefront-ssr.md). The page is already drawn, so nothing waits on it but the buttons.
 */
export function hydrateStorefront(messages: Messages): Promise<void> {
  const root = document.getElementById('root');
  const raw = document.getElementById('storefront-data')?.textContent;
  if (!root || !raw) return Promise.resolve();
  const data = JSON.parse(raw) as StorefrontData;
  i18n.load(data.locale, messages);
  i18n.activate(data.locale);
  return new Promise((resolve) => {
    const done = () => resolve();
    startTransition(() => {
      hydrateRoot(root, <I18nProvider i18n={i18n}><WhenHydrated done={done}><StorefrontApp data={data} /></WhenHydrated></I18nProvider>);
    });
  });
}
