import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the client's unit tests (jsdom + fake-indexeddb) and the server's tests (node,
// real PGlite or PostgreSQL chosen by TEST_DB / TEST_DATABASE_URL, see tests/server/support).
// Deliberately independent of vite.config.ts: the PWA and router plugins are not needed here.
export default defineConfig({
  test: {
    // 2 cores: more workers only add memory (each server test file may hold a PGlite instance).
    maxWorkers: 2,
    passWithNoTests: true,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
