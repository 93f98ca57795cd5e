import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { CatalogLoaders } from '@vendange/i18n';
import { AppProviders, ErrorScreen, loadUiCatalog } from '@vendange/ui';
import { registerAppCatalogs } from './app-catalogs';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { MfeRouter } from './mfe-router';
import { createTransitionRoot } from './transition-root';
import type { MfeProps } from './types';

export interface MfeDefinition {
  name: string;
  /** The MFE's screens; rendered inside its own router, store and i18n providers. */
  Root: ComponentType;
  /**
   * `{ fr: () => import('./locales/fr.po'), en: …, first: { fr: () => import('./locales/fr.po?first'), en: … } }`: only
   * the language the page shows is downloaded, and only its first screen's strings until another chunk is loaded.
   */
  catalogs: CatalogLoaders;
}

/** The single-spa lifecycles every MFE exposes as `./lifecycles` (the one MFE contract). */
export function createLifecycles({ name, Root, catalogs }: MfeDefinition) {
  loadUiCatalog('fr');
  loadUiCatalog('en');
  const stringsReady = registerAppCatalogs(catalogs);
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
  const lifecycles = singleSpaReact<MfeProps>({
    React,
    // Every mount and update of an MFE renders as a transition (transition-root.ts).
    ReactDOMClient: { ...ReactDOMClient, createRoot: createTransitionRoot },
    rootComponent: MfeRoot,
    errorBoundary: (err) => (isChunkLoadError(err) && reloadAfterChunkError() ? <></> : (
      <AppProviders>
        <ErrorScreen detail={String((err as Error)?.message ?? err)} />
      </AppProviders>
    )),
  });
  // The MFE draws once its strings are there; a catalog that failed to download fails the bootstrap, which the
  // shell's outlet shows with its retry.
  return { ...lifecycles, bootstrap: (props: Parameters<typeof lifecycles.bootstrap>[0]) => stringsReady.then(() => lifecycles.bootstrap(props)) };
}
