/**
 * /supplements/:id — the supplement detail with its user reviews. A feature never imports
 * another (docs/conventions.md §3), so the app composes them: the detail page takes the reviews panel as a
 * render prop.
 */
import { useParams } from 'react-router'
import { SupplementDetailPage } from '../features/supplement-detail/supplement-detail-page'
import { SupplementReviews } from '../features/supplement-reviews/supplement-reviews'

export default function SupplementDetailRoute() {
  const { id } = useParams()
  // Keyed by id: another supplement starts with its reviews closed and no dialog open.
  return <SupplementDetailPage key={id} id={id} reviews={(props) => <SupplementReviews {...props} />} />
}
