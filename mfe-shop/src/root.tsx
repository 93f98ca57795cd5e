import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound, PageLoader } from '@vendange/ui';
import { BuildersScreen } from './builder/builders-screen';
import { ComposerScreen } from './builder/composer-screen';
import { ELabelScreen } from './elabel/elabel-screen';
import { FuturesScreen } from './futures/futures-screen';
import { Gs1Screen } from './elabel/gs1-screen';
import { CartScreen, CustomizeScreen, QuoteAnswerScreen, Validate3dsScreen } from './lazy-screens';
import { LegalNoticeScreen } from './legal/legal-notice-screen';
import { ProductScreen } from './product/product-screen';
import { ShopScreen } from './screens/shop-screen';
import { ShopsAddScreen } from './screens/shops-add-screen';
import { ShopsScreen } from './screens/shops-screen';

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
