import { lazyDialog } from '@vendange/mfe-kit';

// The task form, fetched the first time it opens from the tasks list, the calendar or the prospection screen: its
// checks use the contract's schemas (zod, 27 KB gzip), which those screens do not need to draw
// (docs/decisions/front-end-performance.md, session 32).
export const TaskDialog = lazyDialog(() => import('./task-dialog'), (m) => m.TaskDialog);
export type { TaskDraft } from './task-dialog';
