export * from './db';
export * from './errors';
export * from './auth';
export * from './access';
export * from './service-base';
export * from './paging';
export * from './openapi';
