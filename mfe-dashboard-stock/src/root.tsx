import { Route, Routes } from 'react-router';
import { NotFound } from '@vendange/ui';
import { ProductEditorScreen } from './screens/products/product-editor-screen';
import { ProductsListScreen } from './screens/products/products-list-screen';
import { TarifsScreen } from './screens/tarifs/tarifs-screen';

/** Stock: products and catalogue, price grids, then stocks, customs, suppliers and purchases. */
export function Root() {
  return (
    <Routes>
      <Route path="/dashboard/products" element={<ProductsListScreen />} />
      <Route path="/dashboard/products/add" element={<ProductEditorScreen />} />
      <Route path="/dashboard/products/:id" element={<ProductEditorScreen />} />
      <Route path="/dashboard/tarifs" element={<TarifsScreen />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
