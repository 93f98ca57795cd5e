import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { SalesPointsScreen } from './lazy-screens';

/** Cash register: sales points, then the point-of-sale order screen and the customer display. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard/salespoints" element={<SalesPointsScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
