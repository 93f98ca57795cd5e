import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { ProductsScreen } from './screens/products-screen';

/** Stock: products and catalogue, then price grids, stocks, customs, suppliers and purchases. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard/products" element={<ProductsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
