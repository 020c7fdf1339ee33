import { useEffect, useState } from 'react'
import { socialProvidersAnswerSchema, type SocialProvidersAnswer } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'

/**
 * Which social sign-in providers this server has set up (GET /api/auth/providers). `null` means
 * "not known" (still asking, offline, or no usable answer): the buttons then navigate as they
 * always did, and the server's own page answers.
 */
export function useSocialProviders(): SocialProvidersAnswer | null {
  const [providers, setProviders] = useState<SocialProvidersAnswer | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    api
      .get('/api/auth/providers', { schema: socialProvidersAnswerSchema, signal: controller.signal })
      .then(setProviders)
      .catch(() => {}) // unknown: navigate as before
    return () => controller.abort()
  }, [])
  return providers
}
