import { useOnline } from '../../lib/use-online'
import { useServerData } from '../../lib/use-server-data'
import { fetchReviews } from './reviews-api'

/**
 * A supplement's reviews, fetched from the server (they are not kept on the device): on first
 * render, when the connection comes back, and on `reload()` (after a review is saved).
 */
export function useReviews(supplementId: number) {
  const online = useOnline()
  const reviews = useServerData(
    `reviews:${supplementId}`,
    (signal) => fetchReviews(supplementId, signal),
    'Failed to load reviews. Please try again.'
  )
  return { ...reviews, online }
}
