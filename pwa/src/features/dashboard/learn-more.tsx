import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { DashboardSection } from './dashboard-section'

/** The way to the education articles (spec §2: 'Learn More' to /education). */
export function LearnMore() {
  return (
    <DashboardSection
      title="Learn about supplements"
      description="Short, sourced articles on what supplements do, when to take them and what to watch out for."
    >
      <Button asChild>
        <Link to="/education">Learn More</Link>
      </Button>
    </DashboardSection>
  )
}
