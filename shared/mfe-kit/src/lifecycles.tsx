import type { Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { i18n, loadCatalog, type Locale } from '@vendange/i18n';
import { AppProviders, ErrorScreen, loadUiCatalog } from '@vendange/ui';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { MfeRouter } from './mfe-router';
import type { MfeProps } from './types';

export interface MfeDefinition {
  name: string;
  /** The MFE's screens; rendered inside its own router, store and i18n providers. */
  Root: ComponentType;
  catalogs: Record<Locale, Messages>;
}

/** Loads an MFE's strings (and the shared UI's) for both interface languages. */
function loadCatalogs(catalogs: Record<Locale, Messages>): void {
  for (const locale of ['fr', 'en'] as const) {
    loadUiCatalog(locale);
    loadCatalog(locale, catalogs[locale]);
  }
  if (!i18n.locale) i18n.activate('fr');
}

/** The single-spa lifecycles every MFE exposes as `./lifecycles` (the one MFE contract). */
export function createLifecycles({ name, Root, catalogs }: MfeDefinition) {
  loadCatalogs(catalogs);
  function MfeRoot(props: MfeProps) {
    return (
      <AppProviders>
        <div data-mfe={name} data-build-id={__BUILD_ID__} style={{ display: 'contents' }}>
          <MfeRouter location={props.location} navigate={props.navigate}>
            <Root />
          </MfeRouter>
        </div>
      </AppProviders>
    );
  }
  return singleSpaReact<MfeProps>({
    React,
    ReactDOMClient,
    rootComponent: MfeRoot,
    errorBoundary: (err) => (isChunkLoadError(err) && reloadAfterChunkError() ? <></> : (
      <AppProviders>
        <ErrorScreen detail={String((err as Error)?.message ?? err)} />
      </AppProviders>
    )),
  });
}
