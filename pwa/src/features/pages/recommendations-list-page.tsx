import { PlaceholderPage } from './placeholder-page'

export default function RecommendationsListPage() {
  return (
    <PlaceholderPage
      title="Your Assessments"
      description="Every assessment you have taken, newest first, with its recommendations."
      links={[{ to: '/assessment', label: 'Take the assessment' }]}
    />
  )
}
