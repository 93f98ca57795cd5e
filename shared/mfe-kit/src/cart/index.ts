export * from './use-cart-price';
export * from './use-current-cart';
export * from './empty-cart';
