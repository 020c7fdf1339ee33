// The repository-rules suite (npm test runs it): its own config, so vitest does not pick up the
// PWA's Vite config at the repository root.
import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { include: ['*.test.mjs'], testTimeout: 30_000 } })
