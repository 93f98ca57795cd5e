export * from './client';
export * from './interpret';
export * from './hooks';
