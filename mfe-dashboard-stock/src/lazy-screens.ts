import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
export const ProductsListScreen = lazy(() => import('./screens/products/products-list-screen').then((m) => ({ default: m.ProductsListScreen })));
export const ProductEditorScreen = lazy(() => import('./screens/products/product-editor-screen').then((m) => ({ default: m.ProductEditorScreen })));
export const TarifsScreen = lazy(() => import('./screens/tarifs/tarifs-screen').then((m) => ({ default: m.TarifsScreen })));
export const StockScreen = lazy(() => import('./screens/stocks/stock-screen').then((m) => ({ default: m.StockScreen })));
export const WarehousesScreen = lazy(() => import('./screens/stocks/warehouses-screen').then((m) => ({ default: m.WarehousesScreen })));
export const MovementsScreen = lazy(() => import('./screens/stocks/movements-screen').then((m) => ({ default: m.MovementsScreen })));
export const DrmScreen = lazy(() => import('./screens/stocks/drm-screen').then((m) => ({ default: m.DrmScreen })));
export const AllocationsScreen = lazy(() => import('./screens/stocks/allocations-screen').then((m) => ({ default: m.AllocationsScreen })));
export const SuppliersScreen = lazy(() => import('./screens/purchases/suppliers-screen').then((m) => ({ default: m.SuppliersScreen })));
export const PurchasesScreen = lazy(() => import('./screens/purchases/purchases-screen').then((m) => ({ default: m.PurchasesScreen })));
export const PurchaseScreen = lazy(() => import('./screens/purchases/purchase-screen').then((m) => ({ default: m.PurchaseScreen })));
export const ImportsScreen = lazy(() => import('./screens/imports/imports-screen').then((m) => ({ default: m.ImportsScreen })));
export const CrdScreen = lazy(() => import('./screens/crd/crd-screen').then((m) => ({ default: m.CrdScreen })));
