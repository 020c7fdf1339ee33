import type { SocialProvider } from '@dosewise/sync-protocol'

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', microsoft: 'Microsoft', github: 'GitHub' }

/** A social sign-in provider as people write it. */
export const providerName = (provider: SocialProvider) => NAMES[provider]
