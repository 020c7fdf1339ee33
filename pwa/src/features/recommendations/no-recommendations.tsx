import { Link } from 'react-router'
import { ClipboardList } from 'lucide-react'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'

/** Spec §8's empty state: no such assessment on this device, or a plan with nothing in it. */
export function NoRecommendations() {
  return (
    <EmptyState
      icon={ClipboardList}
      as="h2"
      title="No Recommendations Found"
      description="Unable to find recommendations for this assessment."
    >
      <Button asChild>
        <Link to="/assessment">Take the Assessment</Link>
      </Button>
    </EmptyState>
  )
}
