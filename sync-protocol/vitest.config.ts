// Pins the test root to this package: without it Vitest would pick up the repository's
// vite.config.ts (root: 'pwa') and find no tests here.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
