import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
export const SalesPointsScreen = lazy(() => import('./screens/sales-points-screen').then((m) => ({ default: m.SalesPointsScreen })));
