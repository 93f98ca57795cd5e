/** Webpack replaces this at build time: 'development' under `webpack serve`, 'production' in builds. */
export const isDevelopment = process.env.NODE_ENV === 'development';
