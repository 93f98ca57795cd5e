declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare const __BUILD_ID__: string;
declare const __APP_VERSION__: string;
declare const __DEV__: boolean;
