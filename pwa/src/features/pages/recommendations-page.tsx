import { PlaceholderPage } from './placeholder-page'

export default function RecommendationsPage() {
  return (
    <PlaceholderPage
      title="Your Personalized Recommendations"
      description="Your supplements ranked by priority, with dosage, timing, reasoning and cost."
      links={[{ to: '/recommendations', label: 'All assessments' }]}
    />
  )
}
