export * from './theme';
export * from './format';
export * from './providers';
export * from './error-screen';
export * from './not-found';
export * from './page-loader';
export * from './list-page';
export * from './catalog';
