import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { SalesPointsScreen } from './screens/sales-points-screen';

/** Cash register: sales points, then the point-of-sale order screen and the customer display. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard/salespoints" element={<SalesPointsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
