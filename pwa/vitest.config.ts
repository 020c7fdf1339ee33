// The PWA's unit tests: jsdom for components, fake-indexeddb for the local database.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // The same allowance for a busy CI machine (see setup.ts); the sync model sets its own.
    testTimeout: 15_000,
  },
})
