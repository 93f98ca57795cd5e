declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
/** The strings of the app's first chunks only (shared/build-config first-catalog.cjs). */
declare module '*.po?first' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
declare const __DEV__: boolean;
