import { Link } from 'react-router'
import { ClipboardList } from 'lucide-react'
import { useAssessments } from '../../db/hooks'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { AssessmentCard } from './assessment-card'

/** Your Assessments (the footer's /recommendations): every assessment on this device, newest first. */
export default function RecommendationsListPage() {
  const assessments = useAssessments()
  return (
    <Page
      title="Your Assessments"
      description="Every assessment you have taken, newest first, with its recommendations."
      actions={
        assessments?.length ? (
          <Button asChild>
            <Link to="/assessment">Take a New Assessment</Link>
          </Button>
        ) : undefined
      }
    >
      {assessments === undefined ? (
        <div role="status" aria-busy="true" className="grid gap-4">
          <span className="sr-only">Loading your assessments...</span>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : assessments.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          as="h2"
          title="No assessments yet"
          description="Take the 5-minute assessment to get supplement recommendations for your work, lifestyle and goals."
        >
          <Button asChild>
            <Link to="/assessment">Take the Assessment</Link>
          </Button>
        </EmptyState>
      ) : (
        <ol aria-label="Assessments" className="grid gap-4">
          {assessments.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentCard assessment={assessment} />
            </li>
          ))}
        </ol>
      )}
    </Page>
  )
}
