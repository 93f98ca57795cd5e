export * from './permission';
export * from './subject';
