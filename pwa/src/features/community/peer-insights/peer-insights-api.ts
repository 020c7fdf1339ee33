import { peerInsightsSchema, type PeerInsights } from '@dosewise/sync-protocol'
import { api } from '../../../lib/api-client'

/** Every profession's peer insights at once: one small answer, kept on the device for offline reading. */
export function fetchPeerInsights(signal?: AbortSignal): Promise<PeerInsights> {
  return api.get('/api/peer-insights', { schema: peerInsightsSchema, signal })
}
