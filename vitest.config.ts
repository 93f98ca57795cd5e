import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/*/src/**/*.test.ts', 'shared/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'services/*/src/**/*.test.ts', 'infra/scripts/**/*.test.ts', 'shell/src/**/*.test.ts', 'mfe-*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (~0.7 GB each): a few workers on 2 cores.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
