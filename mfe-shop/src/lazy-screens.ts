import { lazy } from 'react';

// Every screen in its own chunk, fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md):
// the dashboard's customize page no longer downloads the storefront (44 KB gzip), and a visitor's first shop page is
// the server-rendered one (mfe-shop/src/ssr), which does not go through this root.
export const CustomizeScreen = lazy(() => import('./customize/customize-screen').then((m) => ({ default: m.CustomizeScreen })));
export const CartScreen = lazy(() => import('./cart/cart-screen').then((m) => ({ default: m.CartScreen })));
export const QuoteAnswerScreen = lazy(() => import('./quote-answer/quote-answer-screen').then((m) => ({ default: m.QuoteAnswerScreen })));
export const Validate3dsScreen = lazy(() => import('./checkout/validate3ds-screen').then((m) => ({ default: m.Validate3dsScreen })));
export const BuildersScreen = lazy(() => import('./builder/builders-screen').then((m) => ({ default: m.BuildersScreen })));
export const ComposerScreen = lazy(() => import('./builder/composer-screen').then((m) => ({ default: m.ComposerScreen })));
export const ELabelScreen = lazy(() => import('./elabel/elabel-screen').then((m) => ({ default: m.ELabelScreen })));
export const Gs1Screen = lazy(() => import('./elabel/gs1-screen').then((m) => ({ default: m.Gs1Screen })));
export const FuturesScreen = lazy(() => import('./futures/futures-screen').then((m) => ({ default: m.FuturesScreen })));
export const LegalNoticeScreen = lazy(() => import('./legal/legal-notice-screen').then((m) => ({ default: m.LegalNoticeScreen })));
export const ShopsAddScreen = lazy(() => import('./screens/shops-add-screen').then((m) => ({ default: m.ShopsAddScreen })));
export const ShopScreen = lazy(() => import('./screens/shop-screen').then((m) => ({ default: m.ShopScreen })));
export const ShopsScreen = lazy(() => import('./screens/shops-screen').then((m) => ({ default: m.ShopsScreen })));
export const ProductScreen = lazy(() => import('./product/product-screen').then((m) => ({ default: m.ProductScreen })));
