export * from './types';
export * from './mfe-router';
export * from './lifecycles';
export * from './standalone';
export * from './use-shop-access';
export * from './chunk-reload';
export * from './cart';
export * from './lazy-part';
