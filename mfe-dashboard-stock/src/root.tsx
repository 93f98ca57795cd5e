import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { AllocationsScreen, DrmScreen, MovementsScreen, ProductEditorScreen, ProductsListScreen, StockScreen, TarifsScreen, WarehousesScreen } from './lazy-screens';
import { CrdScreen, ImportsScreen, PurchaseScreen, PurchasesScreen, SuppliersScreen } from './lazy-screens';

/** Stock: products and catalogue, price grids, then stocks, customs, suppliers and purchases. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard/products" element={<ProductsListScreen />} />
        <Route path="/dashboard/products/add" element={<ProductEditorScreen />} />
        <Route path="/dashboard/products/imports" element={<ImportsScreen kind="products" />} />
        <Route path="/dashboard/products/:id" element={<ProductEditorScreen />} />
        <Route path="/dashboard/tarifs" element={<TarifsScreen />} />
        <Route path="/dashboard/stocks" element={<StockScreen />} />
        <Route path="/dashboard/stocks/warehouses" element={<WarehousesScreen />} />
        <Route path="/dashboard/stocks/movements" element={<MovementsScreen />} />
        <Route path="/dashboard/stocks/drm" element={<DrmScreen />} />
        <Route path="/dashboard/stocks/crdColors" element={<CrdScreen />} />
        <Route path="/dashboard/stocks/allocations" element={<AllocationsScreen />} />
        <Route path="/dashboard/stocks/imports" element={<ImportsScreen kind="stock" />} />
        <Route path="/dashboard/suppliers" element={<SuppliersScreen />} />
        <Route path="/dashboard/suppliers/:id" element={<SuppliersScreen />} />
        <Route path="/dashboard/purchases" element={<PurchasesScreen />} />
        <Route path="/dashboard/purchases/:id" element={<PurchaseScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
