/**
 * The demo account's generator (issue 14), a subpath of its own (`@dosewise/sync-protocol/demo`):
 * only the API makes demos, so the PWA's bundle never carries it.
 */
export { generateDemo } from './generate.js'
export type { DemoData, DemoInteraction, DemoOptions, DemoRecord } from './generate.js'
export { DEMO_PERSON, DEMO_TREND_TEST } from './persona.js'
