import { lazyPart } from '@vendange/mfe-kit';

// What the till fetches only when it is opened. The payment and discount dialogs are not here: an open till must take
// a payment with the network gone since it was opened, so they come with the till's first load.
/** The receipt after a sale (print, PDF, duplicate, cancel, e-mail, invoice with its client picker and quick client). */
export const receiptPart = lazyPart(() => import('./receipt-dialog'));
/** The camera scanner (its ZXing reader and .wasm are fetched when it starts, camera-scan-dialog.tsx). */
export const cameraPart = lazyPart(() => import('../camera/camera-scan-dialog'));
export { quickClientPart } from '../clients/quick-client-part';
