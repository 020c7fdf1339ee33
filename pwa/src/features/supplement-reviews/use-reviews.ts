import { useCallback, useEffect } from 'react'
import { useOnline } from '../../lib/use-online'
import { useServerResource } from '../../lib/use-server-resource'
import { fetchReviews } from './reviews-api'

/**
 * A supplement's reviews, fetched from the server (they are not kept on the device): on first
 * render, when the connection comes back, and on `reload()` (after a review is saved).
 */
export function useReviews(supplementId: number) {
  const online = useOnline()
  const fetchList = useCallback(() => fetchReviews(supplementId), [supplementId])
  const reviews = useServerResource(fetchList, 'Failed to load reviews. Please try again.', true)

  const { reload } = reviews
  useEffect(() => {
    void reload()
  }, [reload, online])

  return { ...reviews, online }
}
