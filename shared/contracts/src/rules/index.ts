export * from './checks';
export * from './messages';
export * from './recipients';
export * from './rules';
export * from './telephone';
export * from './text-helpers';
export * from './gs1';
export * from './cart-checks';
