export * from './cart-types';
export * from './cart-rules';
export * from './cart-store';
export * from './box-rules';
export * from './priced-line';
export * from './cart-refusal';
export * from './quantity-input';
