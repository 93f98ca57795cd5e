import { atom } from 'jotai';

/** True while the page a person navigated to is still loading its code (the overlay shows then). */
export const navigationPendingAtom = atom(false);
