export * from './common';
export * from './messages';
export * from './roles';
export * from './users';
export * from './shops';
export * from './catalog';
export * from './sales';
