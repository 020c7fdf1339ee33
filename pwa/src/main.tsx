/**
 * Entry point. The full app shell (routing, design system, service worker) is built on this in
 * the PWA shell issue; until then this page shows the product and whether the API is up.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}
