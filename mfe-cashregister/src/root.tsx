import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { JournalScreen, SalesPointScreen, SalesPointsScreen, TillScreen } from './lazy-screens';

/** Cash register: sales points, then the point-of-sale order screen and the customer display. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard/salespoints" element={<SalesPointsScreen />} />
        <Route path="/dashboard/salespoints/:id" element={<SalesPointScreen />} />
        <Route path="/dashboard/salespoints/:id/new-order" element={<TillScreen />} />
        <Route path="/dashboard/salespoints/:id/journal" element={<JournalScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
