/**
 * What the session check loads on demand (lib/session.tsx): the one schema it needs. Importing the
 * protocol package's barrel dynamically instead made the bundler keep every export of the package
 * in one chunk (a dynamic import's namespace holds them all): the engine, the interaction
 * matcher, statistics and every screen's schemas were downloaded and run on every signed-in start.
 */
export { currentUserSchema } from '@dosewise/sync-protocol'
