export * from './types';
export * from './labels';
export * from './routes';
export * from './match';
export * from './guard';
export * from './menu';
