import { atom } from 'jotai';

/** Whether the help panel is open (from its floating button or the mobile bottom bar). */
export const helpWidgetOpenAtom = atom(false);
