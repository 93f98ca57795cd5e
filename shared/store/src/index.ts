export * from './store';
export * from './session';
export * from './snackbars';
export * from './navigation';
export * from './cart-merge';
export * from './anonymous-cart';
export * from './popup';
export * from './cart-view';
