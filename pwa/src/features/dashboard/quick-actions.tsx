import { Link } from 'react-router'
import { ClipboardList, NotebookPen, ShieldCheck } from 'lucide-react'
import { Button } from '../../ui/button'
import { DashboardSection } from './dashboard-section'

/** The three things people come back to most: today's journal entry, a safety check, the assessment. */
export function QuickActions({ assessed }: { assessed: boolean }) {
  return (
    <DashboardSection title="Quick actions">
      <ul className="grid gap-2">
        <li>
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to="/journal">
              <NotebookPen aria-hidden="true" />
              Write today&apos;s journal entry
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to="/drug-interactions">
              <ShieldCheck aria-hidden="true" />
              Check drug interactions
            </Link>
          </Button>
        </li>
        <li>
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to="/assessment">
              <ClipboardList aria-hidden="true" />
              {assessed ? 'Retake the assessment' : 'Take the assessment'}
            </Link>
          </Button>
        </li>
      </ul>
    </DashboardSection>
  )
}
