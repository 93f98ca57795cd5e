import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { HomeScreen } from './screens/home-screen';
import { OrderDetailScreen } from './screens/order-detail-screen';
import { OrdersScreen } from './screens/orders-screen';
import { SettingsScreen } from './screens/settings-screen';

/** Sales: dashboard home and sales documents. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard" element={<HomeScreen />} />
      <Route path="/dashboard/orders" element={<OrdersScreen />} />
      <Route path="/dashboard/orders/:id" element={<OrderDetailScreen />} />
      <Route path="/dashboard/settings" element={<SettingsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
