export * from './cart-types';
export * from './cart-rules';
