import { atom } from 'jotai';

/** Whether the buyer's cart drawer (right side, 400 px, full width on mobile) is open. */
export const cartDrawerOpenAtom = atom(false);
