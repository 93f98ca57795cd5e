import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/*/src/**/*.test.ts', 'shared/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'services/*/src/**/*.test.ts', 'infra/scripts/**/*.test.ts', 'infra/e2e/*.test.ts', 'shell/src/**/*.test.ts', 'mfe-*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every test runs on a real PostgreSQL: 127.0.0.1:5432 when it answers, else an embedded one for the run.
    globalSetup: ['infra/scripts/test-database.mjs'],
    maxWorkers: 2,
    fileParallelism: true,
  },
});
