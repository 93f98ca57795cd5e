import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
export const SalesPointsScreen = lazy(() => import('./screens/sales-points-screen').then((m) => ({ default: m.SalesPointsScreen })));
export const SalesPointScreen = lazy(() => import('./screens/sales-point-screen').then((m) => ({ default: m.SalesPointScreen })));
export const TillScreen = lazy(() => import('./screens/till-screen').then((m) => ({ default: m.TillScreen })));
export const JournalScreen = lazy(() => import('./journal/journal-screen').then((m) => ({ default: m.JournalScreen })));
