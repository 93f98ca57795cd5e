import { lazy } from 'react';

// Each screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md).
// The home stays in the root's chunk: it is the page every owner lands on after login.
export const OrdersScreen = lazy(() => import('./screens/orders-screen').then((m) => ({ default: m.OrdersScreen })));
export const OrderDetailScreen = lazy(() => import('./screens/order-detail-screen').then((m) => ({ default: m.OrderDetailScreen })));
export const SettingsScreen = lazy(() => import('./screens/settings-screen').then((m) => ({ default: m.SettingsScreen })));
export const InvoicesScreen = lazy(() => import('./screens/invoices-screen').then((m) => ({ default: m.InvoicesScreen })));
export const CreditNotesScreen = lazy(() => import('./screens/credit-notes-screen').then((m) => ({ default: m.CreditNotesScreen })));
export const DepositsScreen = lazy(() => import('./screens/deposits-screen').then((m) => ({ default: m.DepositsScreen })));
export const SaleAddScreen = lazy(() => import('./screens/sale-add-screen').then((m) => ({ default: m.SaleAddScreen })));
export const QuotesScreen = lazy(() => import('./screens/quotes-screen').then((m) => ({ default: m.QuotesScreen })));
export const DeliveryScreen = lazy(() => import('./screens/delivery-screen').then((m) => ({ default: m.DeliveryScreen })));
export const PaymentsScreen = lazy(() => import('./screens/payments-screen').then((m) => ({ default: m.PaymentsScreen })));
export const OutstandingsScreen = lazy(() => import('./screens/outstandings-screen').then((m) => ({ default: m.OutstandingsScreen })));
export const AccountingExportsScreen = lazy(() => import('./screens/accounting-exports-screen').then((m) => ({ default: m.AccountingExportsScreen })));
export const PaymentCreditsScreen = lazy(() => import('./screens/payment-credits-screen').then((m) => ({ default: m.PaymentCreditsScreen })));
export const DirectDebitsScreen = lazy(() => import('./screens/direct-debits-screen').then((m) => ({ default: m.DirectDebitsScreen })));
export const AccountingCodesScreen = lazy(() => import('./screens/accounting-codes-screen').then((m) => ({ default: m.AccountingCodesScreen })));
export const VentilationsScreen = lazy(() => import('./screens/ventilations-screen').then((m) => ({ default: m.VentilationsScreen })));
export const SamplesScreen = lazy(() => import('./samples/samples-screen').then((m) => ({ default: m.SamplesScreen })));
export const SampleAddScreen = lazy(() => import('./samples/sample-add-screen').then((m) => ({ default: m.SampleAddScreen })));
export const SampleScreen = lazy(() => import('./samples/sample-screen').then((m) => ({ default: m.SampleScreen })));
export const FuturesScreen = lazy(() => import('./futures/futures-screen').then((m) => ({ default: m.FuturesScreen })));
export const FutureAddScreen = lazy(() => import('./futures/future-add-screen').then((m) => ({ default: m.FutureAddScreen })));
export const FutureScreen = lazy(() => import('./futures/future-screen').then((m) => ({ default: m.FutureScreen })));
