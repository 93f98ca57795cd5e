import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import {
  BuildersScreen, CartScreen, ComposerScreen, CustomizeScreen, ELabelScreen, FuturesScreen, Gs1Screen, LegalNoticeScreen, ProductScreen, QuoteAnswerScreen,
  ShopScreen, ShopsAddScreen, ShopsScreen, Validate3dsScreen,
} from './lazy-screens';

/** mfe-shop owns the storefront: producers, shop pages (product pages, cart and checkout come later). */
export function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<ShopsScreen />} />
        <Route path="/shops" element={<ShopsScreen />} />
        <Route path="/cart" element={<CartScreen />} />
        <Route path="/validate3ds" element={<Validate3dsScreen />} />
        <Route path="/quotes/:token" element={<QuoteAnswerScreen />} />
        <Route path="/shops/add" element={<ShopsAddScreen />} />
        <Route path="/shops/:id" element={<ShopScreen />} />
        <Route path="/shops/:id/legal-notice" element={<LegalNoticeScreen />} />
        <Route path="/shops/:id/builders" element={<BuildersScreen />} />
        <Route path="/shops/:id/primeurs" element={<FuturesScreen />} />
        <Route path="/shops/:id/builders/:builder" element={<ComposerScreen />} />
        <Route path="/shops/:id/:product" element={<ProductScreen />} />
        <Route path="/shops/:id/builders/:builder/:product" element={<ProductScreen />} />
        <Route path="/dashboard/customize" element={<CustomizeScreen />} />
        <Route path="/gs1/01/*" element={<Gs1Screen />} />
        <Route path="/:name/nutritiveValues" element={<ELabelScreen />} />
        <Route path="/:name/legal-notice" element={<LegalNoticeScreen />} />
        <Route path="/:name" element={<ShopScreen />} />
        <Route path="/:name/:product" element={<ProductScreen />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
