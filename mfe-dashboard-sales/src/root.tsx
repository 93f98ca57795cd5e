import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { AccountingCodesScreen, AccountingExportsScreen, CreditNotesScreen, DeliveryScreen, DirectDebitsScreen, DepositsScreen, FutureAddScreen, FutureScreen, FuturesScreen, InvoicesScreen, OrderDetailScreen, OrdersScreen, OutstandingsScreen, PaymentCreditsScreen, PaymentsScreen, QuotesScreen, SaleAddScreen, SampleAddScreen, SampleScreen, SamplesScreen, SettingsScreen, VentilationsScreen } from './lazy-screens';
import { HomeScreen } from './screens/home-screen';

/** Sales: dashboard home, sales documents, payments and accounting exports. */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/dashboard" element={<HomeScreen />} />
        <Route path="/dashboard/orders" element={<OrdersScreen />} />
        <Route path="/dashboard/orders/bills" element={<InvoicesScreen />} />
        <Route path="/dashboard/orders/deposits" element={<DepositsScreen />} />
        <Route path="/dashboard/orders/credits" element={<CreditNotesScreen />} />
        <Route path="/dashboard/orders/add" element={<SaleAddScreen />} />
        <Route path="/dashboard/orders/quotes" element={<QuotesScreen />} />
        <Route path="/dashboard/orders/ventilate" element={<VentilationsScreen />} />
        <Route path="/dashboard/orders/samples" element={<SamplesScreen />} />
        <Route path="/dashboard/orders/samples/add" element={<SampleAddScreen />} />
        <Route path="/dashboard/orders/samples/:id" element={<SampleScreen />} />
        <Route path="/dashboard/orders/:id" element={<OrderDetailScreen />} />
        <Route path="/dashboard/futures" element={<FuturesScreen />} />
        <Route path="/dashboard/futures/add" element={<FutureAddScreen />} />
        <Route path="/dashboard/futures/:id" element={<FutureScreen />} />
        <Route path="/dashboard/settings" element={<SettingsScreen />} />
        <Route path="/dashboard/delivery" element={<DeliveryScreen />} />
        <Route path="/dashboard/payments" element={<PaymentsScreen />} />
        <Route path="/dashboard/payments/outstandings" element={<OutstandingsScreen />} />
        <Route path="/dashboard/payments/credits" element={<PaymentCreditsScreen />} />
        <Route path="/dashboard/payments/sepa" element={<DirectDebitsScreen />} />
        <Route path="/dashboard/accounting/exports" element={<AccountingExportsScreen />} />
        <Route path="/dashboard/accounting/codes" element={<AccountingCodesScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
