import { createStore } from 'jotai';

/**
 * The one jotai store of the platform. It is a federated singleton, so the shell and every MFE
 * (each a separate React root) read and write the same atoms.
 */
export const vendangeStore = createStore();
