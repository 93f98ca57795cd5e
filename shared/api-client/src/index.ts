export * from './client';
export * from './interpret';
export * from './hooks';
export * from './server-errors';
export * from './file-form';
export * from './download-file';
export * from './offline-queue';
