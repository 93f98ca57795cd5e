export * from './permission';
export * from './subject';
export * from './role-defaults';
