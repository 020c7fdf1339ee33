/**
 * Builds the PWA (root: pwa/) into pwa/dist, which the API serves in `npm start`.
 * In `npm run dev` the Vite dev server proxies /api and /auth to the API on API_PORT (3333).
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3333}`

export default defineConfig({
  root: 'pwa',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
})
