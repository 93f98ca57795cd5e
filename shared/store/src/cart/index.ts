export * from './cart-types';
export * from './cart-rules';
export * from './cart-store';
