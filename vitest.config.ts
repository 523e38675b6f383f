import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          // The balance and property tests play thousands of runs (a few seconds alone): a busy machine must not fail them.
          test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
        },
        {
          extends: true,
          test: { name: 'tools', include: ['tests/tools/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // Each file gets its own databases; PostgreSQL files share one server, so keep them in sequence.
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['tests/ui/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/ui/browser-languages.ts', 'tests/ui/setup.ts'],
          },
        },
      ],
    },
  }),
);
