import { msg } from '@lingui/core/macro';

/**
 * What a dialog fetched on first opening says when its code could not be downloaded (`lazyDialog` of
 * @vendange/mfe-kit). Kept here so that the words are in the UI kit's catalog, which every app carries whole.
 */
export const dialogUnavailable = msg`Cette fenêtre n'a pas pu s'ouvrir : vérifiez votre connexion, puis réessayez.`;
