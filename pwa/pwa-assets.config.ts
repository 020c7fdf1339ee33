/**
 * PWA icons, generated from the one source mark `public/icon.svg` on every `vite build` (vite-plugin-pwa's
 * `pwaAssets` option in /vite.config.ts reads this file): favicon.ico (48), the SVG favicon itself,
 * apple-touch-icon 180, pwa-64/192/512 ("any") and maskable-icon-512. Nothing generated is
 * committed: the PNGs exist only in pwa/dist, and the plugin writes their <link>s into index.html
 * and their entries into manifest.webmanifest.
 */
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

const BRAND_TEAL = '#0f766e'

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    // Maskable: the launcher crops to its own shape and only the centre circle (80 % of the
    // width) is safe, so the tile is drawn on a full-bleed teal background and the capsule sits
    // well inside that circle.
    maskable: { ...minimal2023Preset.maskable, padding: 0.1, resizeOptions: { background: BRAND_TEAL } },
    // iOS ignores transparency (it would show black) and rounds the corners itself.
    apple: { ...minimal2023Preset.apple, padding: 0.05, resizeOptions: { background: BRAND_TEAL } },
  },
  images: ['public/icon.svg'],
})
