export * from './store';
export * from './session';
export * from './snackbars';
export * from './navigation';
