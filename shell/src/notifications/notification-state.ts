import { atom } from 'jotai';

/** Whether the notification centre is open (from the header bell or the mobile bottom bar). */
export const notificationCentreOpenAtom = atom(false);
