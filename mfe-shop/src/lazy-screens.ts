import { lazy } from 'react';

// The dashboard's customize screen, the cart, the card check and a quote's answer page, each in its own chunk,
// fetched the first time its route is shown (docs/decisions/dashboard-code-splitting.md). The storefront screens
// stay in the root's chunk: a logged-in visitor's shop and product pages draw without waiting for one more script.
export const CustomizeScreen = lazy(() => import('./customize/customize-screen').then((m) => ({ default: m.CustomizeScreen })));
export const CartScreen = lazy(() => import('./cart/cart-screen').then((m) => ({ default: m.CartScreen })));
export const QuoteAnswerScreen = lazy(() => import('./quote-answer/quote-answer-screen').then((m) => ({ default: m.QuoteAnswerScreen })));
export const Validate3dsScreen = lazy(() => import('./checkout/validate3ds-screen').then((m) => ({ default: m.Validate3dsScreen })));
